extension String {
  /// This text in Unicode Normalization Form C (composed), as ICU computes it.
  public var nfc: String { (try? ICU.nfc(self)) ?? self }

  /// Whether this text is already in NFC.
  public var isNFC: Bool { ICU.isNFC(self) }
}
