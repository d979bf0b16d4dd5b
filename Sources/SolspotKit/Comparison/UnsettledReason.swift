/// Why a level built from readings that disagree is not given (``ReadingSummary/isUnsettled``).
public enum UnsettledReason: String, Sendable, Hashable, Codable {
  /// Two readings of one device and calibration disagree beyond the model: one degree of
  /// freedom cannot say by how much the light varies.
  case twoReadings = "two-readings"
  /// Readings of different devices or calibrations disagree beyond their own intervals.
  case devicesDisagree = "devices-disagree"
}
