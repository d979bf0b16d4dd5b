/// The calibration a device profile had when a reading was taken, kept with the reading.
///
/// Profiles are updated between Solspot versions; a reading keeps the constant it was
/// computed with, so that its estimate can be recomputed and so that a comparison can tell
/// whether two readings share one calibration (their device error cancels only then).
public struct ReadingCalibration: Sendable, Hashable {
  /// Whether the constant was measured against a reference meter.
  public let isMeasured: Bool
  /// The day of the measurement, `YYYY-MM-DD`, for a measured calibration.
  public let date: String?
  /// The calibration constant C, in lux at EV 0.
  public let constantLux: Double
  /// The standard uncertainty of C, in EV.
  public let constantSigmaEV: Double

  /// The record of `calibration`.
  public init(_ calibration: Calibration) {
    self.isMeasured = calibration.isMeasured
    self.date = calibration.measurement?.date
    self.constantLux = calibration.constantLux
    self.constantSigmaEV = calibration.constantSigmaEV
  }

  /// Creates a record from stored fields, or returns `nil` when they are not a calibration.
  public init?(isMeasured: Bool, date: String?, constantLux: Double, constantSigmaEV: Double) {
    guard constantLux.isFinite, constantLux > 0, constantSigmaEV.isFinite,
      constantSigmaEV >= 0, constantSigmaEV <= 3,
      isMeasured ? date.map({ CalendarDay($0) != nil }) ?? false : date == nil
    else { return nil }
    self.isMeasured = isMeasured
    self.date = date
    self.constantLux = constantLux
    self.constantSigmaEV = constantSigmaEV
  }

  /// `nominal` or `measured`, as the store and files write it.
  public var statusName: String { isMeasured ? "measured" : "nominal" }
}
