import SwitchLabels

/// What to do about each kind of finding, in a sentence or two, for the CI formats' rule help.
enum FindingHelp {
  /// The help for `kind`.
  static func help(_ kind: Finding.Kind) -> String {
    switch kind {
    case .servedByParent:
      return "Nothing to do: the locale's CLDR parent has the right words. Add a catalog for the "
        + "locale only if its words differ."
    case .missingTranslation:
      return "Add a catalog (or the app's strings) for the locale: the words shown come from a "
        + "language outside its CLDR chain and may be wrong for it."
    case .noCatalog:
      return "Add the locale's on/off words: without them the switch draws image labels and the "
        + "spoken text is not localised."
    case .unknownLanguage:
      return "Check the locale identifier: ICU has no data for its language, so its chain and "
        + "direction are guesses."
    case .imageFallback:
      return "Add a shorter variant of the words (catalog order: preferred, then shorter), or "
        + "give the control more room; otherwise image labels are drawn."
    case .scaled:
      return "The text is drawn smaller than the platform's size: consider a shorter variant."
    case .grown:
      return "The control grew to fit its text: check the layout around it."
    case .truncated:
      return "Add a shorter variant: the text is cut with an ellipsis."
    case .tooNarrow:
      return "Give the control more width, fewer segments or images: nothing readable fits."
    case .missingGlyphs:
      return "Install a font that covers the characters (or fix the text): they cannot be drawn."
    case .estimated:
      return "Install the fonts (or drop --estimate): the widths are estimates."
    case .standInFont:
      return "Install the platform's font for exact widths: a stand-in measured this row."
    case .borderline:
      return "Check on a device: the verdict is within the font's measuring uncertainty."
    case .appFallback:
      return "Add the locale to the app, or accept the fallback it shows."
    case .appMissing:
      return "Add the key (with a non-empty text) to the app's strings for the locale."
    case .appUntranslated:
      return "Translate the text: it is the source language's."
    case .appNeedsReview:
      return "Review the text and mark it translated (or remove the duplicate entries)."
    case .appPlaceholder:
      return "Use a word for the label, not a format string with a placeholder."
    case .appWhitespace:
      return "Remove the white space at the start or end of the text."
    case .appPlural:
      return "Use a key without plural forms for the label."
    case .appInconsistentPair:
      return "Use the same form for both states: both full words or both abbreviated, both "
        + "states (On/Off), not a verb (Turn on) beside a state."
    case .appShorterWordsFit:
      return "Add the shorter words named (or the app's own shorter variant) for the locale: "
        + "they fit where the app's words take image labels."
    case .appDiffersFromCatalog:
      return "Compare the app's words with SwitchLabels' catalog; keep the app's if intended."
    case .appSuggestion:
      return "Consider adding the suggested words to the app for this locale."
    }
  }
}
