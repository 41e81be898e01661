// Real platform geometries; every number says where it comes from ("How each preset measures").

extension Geometry {
  /// Every preset, in the order lists show them.
  public static let presets: [Geometry] = [
    .iOS, .iOSClassic, .material3, .androidSwitchCompat, .gtk3Adwaita, .winUI,
  ]

  /// The preset named `name` (case-insensitive).
  public static func preset(named name: String) -> Geometry? {
    presets.first { $0.name.lowercased() == name.lowercased() }
  }

  /// iOS 7+ `UISwitch`: 51×31 pt track, 27 pt thumb inset 2 pt (UIKit's fixed intrinsic size).
  ///
  /// iOS draws no words (only the I/O glyphs of the On/Off Labels setting); we ask whether words
  /// fit in the 20 pt beside the thumb. Our 2 pt padding and 6 pt above and below give a 19 pt box
  /// meeting the 15.5 pt cap 3.25 pt from the end: 51 − 2 − 27 − 2 − 5.25 = 14.75 pt wide.
  public static let iOS = Geometry(
    name: "ios",
    summary:
      "iOS UISwitch 51×31 pt (iOS 7+), a modern iOS app's switch: UIKit draws no words in it, "
      + "so most words overflow its 14.75 pt label box and get image labels; SF Pro measured as "
      + "Noto Sans (a stand-in: SF Pro may not be used off Apple platforms)",
    trackWidth: 51, trackHeight: 31, thumbWidth: 27, thumbHeight: 27, thumbInset: 2,
    labelPadding: 2, labelVerticalPadding: 6, placement: .track,
    font: FontSpec(family: "Noto Sans", size: 11, weight: 600), textCase: .natural,
    minimumScale: 0.75,
    // UISwitch keeps 51×31 pt; an app's words in it are Caption 2, following Dynamic Type (HIG).
    textScaling: TextScaling(
      platform: .apple(.caption2), response: .keepsSize,
      source: "UISwitch keeps 51×31 pt; an app's words in it follow Dynamic Type as Caption 2"),
    // SF Pro is for Apple platforms only: Noto Sans SemiBold stands in (`--font` overrides).
    fontOrigin: FontOrigin(
      kind: .standIn, platformFont: "SF Pro Text Semibold 11 pt (Caption 2)",
      measuredFamily: "Noto Sans",
      source: "Apple's SF Pro licence: Apple platforms only; HIG Typography: Caption 2 is 11 pt",
      uncertainty: PresetUncertainty.iOS,
      uncertaintySource: PresetUncertainty.standInSpread))

  /// The classic iOS 3–4 `UISwitch` with ON/OFF text: 94×27 pt, a 40 pt knob, bold upper-case
  /// labels in the 54 pt beside it.
  ///
  /// UIKit published no text box: our 4 pt padding and 3 pt above and below give a 21 pt box
  /// meeting the 13.5 pt cap 5 pt from the end: 94 − 40 − 4 − 9 = 41 pt wide.
  public static let iOSClassic = Geometry(
    name: "ios-classic",
    summary:
      "iOS 3–4 UISwitch 94×27 pt with ON/OFF text; Helvetica Bold measured as Nimbus Sans Bold "
      + "(URW, metric-compatible)",
    trackWidth: 94, trackHeight: 27, thumbWidth: 40, thumbHeight: 27, thumbInset: 0,
    labelPadding: 4, labelVerticalPadding: 3, placement: .track,
    font: FontSpec(family: "Nimbus Sans", size: 16, weight: 700), textCase: .upper,
    minimumScale: 0.7,
    colors: Colors(
      trackOn: "#2F7FE8", trackOff: "#EEEEEE", thumb: "#FAFAFA", labelOn: "#FFFFFF",
      labelOff: "#6B6B6B"),  // 4.6:1 on #EEEEEE (WCAG AA; #7F7F7F was 3.5:1)
    // iOS 3–4 had no Dynamic Type; apps drawing this switch today use Callout (16 pt at Large).
    textScaling: TextScaling(
      platform: .apple(.callout), response: .keepsSize,
      source: "a fixed 94×27 pt track; the text, drawn by the app, follows Dynamic Type as Callout"),
    // iOS 3's system font was Helvetica; URW's Nimbus Sans is metric-compatible with it (Debian
    // fonts-urw-base35's 61-urw-nimbus-sans.conf aliases Helvetica to it); the 16 pt is ours.
    fontOrigin: FontOrigin(
      kind: .metricCompatible, platformFont: "Helvetica Bold 16 pt", measuredFamily: "Nimbus Sans",
      source: "fonts-urw-base35 (Debian 12): Nimbus Sans, metric-compatible with Helvetica",
      uncertainty: PresetUncertainty.iOSClassic,
      uncertaintySource: PresetUncertainty.metricCompatible,
      standIn: .init(
        font: FontSpec(family: "DejaVu Sans", size: 16, weight: 700),
        uncertainty: PresetUncertainty.iOSClassicStandIn))
  )

  /// Material 3 `Switch`: 52×32 dp track, 24 dp selected handle, 4 dp inset (M3 switch tokens).
  ///
  /// Material draws icons, not words; we ask whether words fit beside the handle. Our 1 dp padding
  /// and 6 dp above and below give a 20 dp box meeting the 16 dp cap 3.5 dp from the end, inside
  /// the inset: 52 − 4 − 24 − 1 − (4 + 1) = 18 dp wide.
  public static let material3 = Geometry(
    name: "material3",
    summary:
      "Material 3 Switch 52×32 dp; an app's words as Label Small: Roboto Medium 11 sp, tracking "
      + "0.5 sp, whole-pixel size, width rounded up",
    trackWidth: 52, trackHeight: 32, thumbWidth: 24, thumbHeight: 24, thumbInset: 4,
    labelPadding: 1, labelVerticalPadding: 6, placement: .track,
    font: FontSpec(family: "Roboto", size: 11, weight: 500).with(
      letterSpacing: 0.045_454_55, sizeRounding: .wholePixel, rounding: .widthCeiling),
    textCase: .natural, minimumScale: 0.8,
    colors: Colors(
      trackOn: "#6750A4", trackOff: "#E6E0E9", thumb: "#FFFFFF", labelOn: "#FFFFFF",
      labelOff: "#49454F"),
    textScaling: TextScaling(
      platform: .android, response: .keepsSize,
      source: "a 52×32 dp track (dp: fixed); label text in sp follows the font scale"),
    // An app's words take Label Small (TextAppearance.M3.Sys.Typescale.LabelSmall): Roboto Medium
    // 11 sp, letterSpacing 0.04545455 em (0.5 sp) (material-components-android@57f3cdb:
    // lib/java/com/google/android/material/typography/res/values/tokens.xml). A TextView reads
    // textSize in whole pixels (getDimensionPixelSize) and is Math.ceil(desired width) wide;
    // Minikin adds the letter spacing to each cluster (AOSP minikin Layout.cpp).
    fontOrigin: FontOrigin(
      kind: .platform, platformFont: "Roboto Medium 11 sp", measuredFamily: "Roboto",
      source: "Material 3 Label Small (material-components-android typography tokens.xml); "
        + "Roboto from fonts-roboto-unhinted",
      uncertainty: PresetUncertainty.roboto, uncertaintySource: PresetUncertainty.platformDrift,
      standIn: .init(
        font: FontSpec(family: "Noto Sans", size: 11, weight: 500).with(
          letterSpacing: 0.045_454_55, sizeRounding: .wholePixel, rounding: .widthCeiling),
        uncertainty: PresetUncertainty.robotoStandIn)))

  /// AndroidX `SwitchCompat` with `showText`: the text on the thumb, which is the text plus
  /// `thumbTextPadding` on each side wide; the switch is two thumbs wide and grows with the text,
  /// upper case (`textAllCaps`), 14 sp.
  ///
  /// Android never shrinks the text; we cap growth at 3× the nominal width. AppCompat sets no
  /// `thumbTextPadding` (SwitchCompat's default is 0; Holo used 12 dp) and its nine-patch thumb
  /// (`abc_switch_thumb_material`) stretches into a pill with 12 dp caps, so we keep 6 dp from the
  /// caps' curve: a 20 dp box meets a 12 dp cap 5.4 dp from the end, leaving 36 − 2 × 11.4 =
  /// 13.3 dp of the nominal thumb.
  public static let androidSwitchCompat = Geometry(
    name: "android-switchcompat",
    summary:
      "AndroidX SwitchCompat with showText (grows to fit); Roboto Regular 14 sp, all caps, "
      + "whole-pixel size, width rounded up",
    trackWidth: 72, trackHeight: 24, thumbWidth: 36, thumbHeight: 24, thumbInset: 0,
    labelPadding: 6, labelVerticalPadding: 2, placement: .thumb,
    font: FontSpec(family: "Roboto", size: 14, weight: 400).with(
      sizeRounding: .wholePixel, rounding: .widthCeiling),
    textCase: .upper, minimumScale: 1, maximumTrackWidth: 216,
    colors: Colors(
      trackOn: "#80CBC4", trackOff: "#BDBDBD", thumb: "#009688", labelOn: "#FFFFFF",
      labelOff: "#FFFFFF"),
    textScaling: TextScaling(
      platform: .android, response: .growsWidth,
      source: "SwitchCompat measures its thumb from the text (sp), so it widens; its height is dp"),
    // SwitchCompat.setSwitchTextAppearance reads only textColor, textSize (whole pixels), typeface,
    // textStyle and textAllCaps (in the locale's casing), never fontFamily:
    // TextAppearance.AppCompat.Widget.Switch's sans-serif-medium
    // (values-v21/styles_base_text.xml@196450d) is dropped and the thumb text is Typeface.DEFAULT,
    // Roboto Regular. makeLayout lays each text out Math.ceil(Layout.getDesiredWidth(…)) wide
    // (androidx/androidx@23754b4:
    // appcompat/appcompat/src/main/java/androidx/appcompat/widget/SwitchCompat.java).
    fontOrigin: FontOrigin(
      kind: .platform, platformFont: "Roboto Regular 14 sp", measuredFamily: "Roboto",
      source: "AndroidX SwitchCompat.java (setSwitchTextAppearance, makeLayout); Roboto from "
        + "fonts-roboto-unhinted",
      uncertainty: PresetUncertainty.roboto, uncertaintySource: PresetUncertainty.platformDrift,
      standIn: .init(
        font: FontSpec(family: "Noto Sans", size: 14, weight: 400).with(
          sizeRounding: .wholePixel, rounding: .widthCeiling),
        uncertainty: PresetUncertainty.robotoStandIn)))

  /// GTK 3.24 `GtkSwitch`, Adwaita theme: a slider of at least 44×26 px, a trough two sliders
  /// wide, bold ON/OFF text at "smaller" size in the half the slider leaves free.
  ///
  /// GTK grows each half to the widest label; we allow 1.5× before falling back to the symbols
  /// GTK's translators used. GtkSwitch centres each label with no padding in a pill trough
  /// (`border-radius: 14px`, 28 px high): our 4 px padding and 4 px above and below give a 20 px
  /// box meeting the cap 4.2 px from the end: 92 − 1 − 44 − 4 − 8.2 = 34.8 px wide.
  public static let gtk3Adwaita = Geometry(
    name: "gtk3-adwaita",
    summary:
      "GTK 3 GtkSwitch, Adwaita (slider 44×26 px); Cantarell Bold at smaller than 11 pt, hinted "
      + "metrics (Pango's whole-pixel advances)",
    trackWidth: 92, trackHeight: 28, thumbWidth: 44, thumbHeight: 26, thumbInset: 1,
    labelPadding: 4, labelVerticalPadding: 4, placement: .track,
    font: FontSpec(family: "Cantarell", size: 12.222_656_25, weight: 700).with(
      rounding: .wholePixel),
    textCase: .upper, minimumScale: 0.85, maximumTrackWidth: 138,
    colors: Colors(
      trackOn: "#3584E4", trackOff: "#E1DEDB", thumb: "#FFFFFF", labelOn: "#FFFFFF",
      labelOff: "#2E3436"),
    textScaling: TextScaling(
      platform: .gtk, response: .grows,
      source: "GtkSwitch sizes its halves to the labels, which follow text-scaling-factor"),
    // Adwaita: `switch { font-weight: bold; font-size: smaller; }` (GNOME/gtk@00556bd:
    // gtk/theme/Adwaita/_common.scss); `smaller` is the parent's size / 1.2 (gtkcssfontsizevalue).
    // GNOME's Cantarell 11 (org.gnome.desktop.interface font-name) at 96 dpi is 14.667 px, so
    // 12.222 px, handed to Pango in 1/1024 px: 12.22265625. With hinted metrics Pango rounds each
    // advance to a whole pixel (tested against pango-view --hint-metrics=on).
    fontOrigin: FontOrigin(
      kind: .platform, platformFont: "Cantarell Bold 9.17 pt (smaller than 11 pt)",
      measuredFamily: "Cantarell",
      source: "Adwaita _common.scss (switch: bold, smaller); GNOME's Cantarell 11; "
        + "fonts-cantarell",
      uncertainty: PresetUncertainty.cantarell, uncertaintySource: PresetUncertainty.platformDrift,
      standIn: .init(
        font: FontSpec(family: "DejaVu Sans", size: 12.222_656_25, weight: 700).with(
          rounding: .wholePixel),
        uncertainty: PresetUncertainty.cantarellStandIn)))

  /// WinUI `ToggleSwitch`: a 40×20 px track, 10 px knob (5 px inset), the On/Off content beside it
  /// (the 154 px MinWidth less the track and 12 px spacing: 102 px), Segoe UI Variable 14 px.
  ///
  /// XAML trims rather than shrinks; beside the track, the text loses nothing to its rounded ends.
  public static let winUI = Geometry(
    name: "winui",
    summary:
      "WinUI ToggleSwitch 40×20 px, content beside (102 px); Segoe UI Variable 14 px measured "
      + "as Selawik Regular (Microsoft's metric-compatible fallback)",
    trackWidth: 40, trackHeight: 20, thumbWidth: 10, thumbHeight: 10, thumbInset: 5,
    labelPadding: 0, labelVerticalPadding: 0, placement: .beside, besideWidth: 102,
    font: FontSpec(family: "Selawik", size: 14, weight: 400), textCase: .natural,
    minimumScale: 1,
    colors: Colors(
      trackOn: "#005FB8", trackOff: "#FFFFFF", thumb: "#FFFFFF", labelOn: "#1A1A1A",
      labelOff: "#1A1A1A"),
    // The text scales (IsTextScaleFactorEnabled, 1 to 2.25); track and MinWidth do not.
    textScaling: TextScaling(
      platform: .windows, response: .keepsSize,
      source: "the On/Off text scales with Text size; the track and MinWidth (px) do not"),
    // The content is ContentControlThemeFontFamily (Segoe UI Variable on Windows 11) at
    // ControlContentThemeFontSize 14, Regular (microsoft/microsoft-ui-xaml@01f1305:
    // dev/CommonStyles/ToggleSwitch_themeresources.xaml). Segoe UI may not be shipped; Selawik is
    // Microsoft's open fallback for it, "metrically compatible with Segoe UI" (microsoft/Selawik's
    // README; "Typography in Windows apps"), SIL OFL 1.1. Debian packages no Selawik, so the
    // repository ships selawk.ttf (Fonts/Selawik) and scripts/setup-system installs it; without it
    // Noto Sans stands in (a standInFont finding). Selawik matches Segoe UI, not Segoe UI Variable;
    // pass that with `--font` where you have it.
    fontOrigin: FontOrigin(
      kind: .metricCompatible, platformFont: "Segoe UI Variable 14 px", measuredFamily: "Selawik",
      source: "WinUI ToggleSwitch theme resources (ControlContentThemeFontSize 14); Selawik 1.01, "
        + "Microsoft's metric-compatible fallback for Segoe UI (Fonts/Selawik)",
      uncertainty: PresetUncertainty.selawik,
      uncertaintySource: PresetUncertainty.metricCompatible,
      standIn: .init(
        font: FontSpec(family: "Noto Sans", size: 14, weight: 400),
        uncertainty: PresetUncertainty.selawikStandIn)))
}
