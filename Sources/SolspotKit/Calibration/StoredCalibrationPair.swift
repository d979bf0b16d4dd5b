/// A calibration pair saved in the store by `solspot calibrate add`: the device it is for,
/// when it was taken, and the pair.
///
/// The pair's ``CalibrationObservation/line`` is the row id, so that the fit's messages name
/// the pair, and its ``CalibrationObservation/time`` is ``takenAt`` in ISO 8601.
public struct StoredCalibrationPair: Sendable, Hashable, Identifiable {
  /// The row id.
  public let id: Int64
  /// The device profile the pair was taken with.
  public let deviceID: String
  /// When the pair was taken.
  public let takenAt: Timestamp
  /// The camera's settings and the reference lux.
  public let observation: CalibrationObservation

  /// Creates a stored pair.
  public init(id: Int64, deviceID: String, takenAt: Timestamp, observation: CalibrationObservation)
  {
    self.id = id
    self.deviceID = deviceID
    self.takenAt = takenAt
    self.observation = observation
  }
}
