/// One reading as a day curve and reminders need it: when it was taken and its value.
///
/// A ``Reading`` carries everything a comparison needs (settings, calibration, error sizes);
/// a curve needs only the moment, the clock it was read on, and the value with its interval.
/// The store reads just these columns (``SpotStore/allLighting(scope:)``), which is what makes
/// the curves of many spots fast.
public struct CurveSample: Sendable, Hashable {
  /// When the reading was taken, with its UTC offset.
  public let takenAt: Timestamp
  /// Its value: an estimate with its interval, or a bound (which a curve leaves out).
  public let value: LuxValue

  /// Creates a sample.
  public init(takenAt: Timestamp, value: LuxValue) {
    self.takenAt = takenAt
    self.value = value
  }

  /// The sample of `reading`.
  public init(_ reading: Reading) {
    self.init(takenAt: reading.takenAt, value: reading.value)
  }
}
