extension ComparisonBasis {
  /// Whether the comparison assumes one phone took every reading without knowing it: the
  /// readings share the generic profile, which any camera without a profile of its own is
  /// read with, so its error cancels only if one phone took them all. An app says so next to
  /// the answer and asks for both spots to be measured with one phone, or with a profile.
  public var assumesOnePhone: Bool {
    if case .sameCalibration(let deviceID, _) = self {
      return deviceID == DeviceProfileCatalog.genericID
    }
    return false
  }
}
