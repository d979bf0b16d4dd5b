/// How many of a level's readings one device took, and how many of them while it was not
/// calibrated: a device calibrated between readings has both kinds, and a level's notes must
/// not call it "not calibrated" when only some of its readings were.
///
/// A reading keeps the calibration its device profile had when it was taken
/// (``ReadingCalibration``), so the counts are exact whatever the profile is now.
///
/// Properties: `0 ≤ uncalibrated ≤ readings`, `readings ≥ 1`.
public struct DeviceReadingCount: Sendable, Hashable {
  /// The device profile's id.
  public let deviceID: String
  /// The readings it took.
  public let readings: Int
  /// Those taken while it was not calibrated (a nominal profile).
  public let uncalibrated: Int

  /// Creates a count; `uncalibrated` is at most `readings`.
  public init(deviceID: String, readings: Int, uncalibrated: Int) {
    precondition(readings >= 1 && (0...readings).contains(uncalibrated), "counts of readings")
    self.deviceID = deviceID
    self.readings = readings
    self.uncalibrated = uncalibrated
  }

  /// Whether some of its readings were calibrated and some were not.
  public var isMixed: Bool { uncalibrated > 0 && uncalibrated < readings }

  /// The counts of `readings` per device, in order of first use.
  public static func counts(_ readings: [Reading]) -> [DeviceReadingCount] {
    merged(
      readings.map {
        DeviceReadingCount(
          deviceID: $0.deviceID, readings: 1, uncalibrated: $0.calibration.isMeasured ? 0 : 1)
      })
  }

  /// `counts` with each device's counts added up, in order of first appearance: the counts
  /// of several levels (two spots compared, the seasons of one spot) as one.
  public static func merged(_ counts: [DeviceReadingCount]) -> [DeviceReadingCount] {
    var result: [DeviceReadingCount] = []
    for count in counts {
      if let index = result.firstIndex(where: { $0.deviceID == count.deviceID }) {
        let sum = result[index]
        result[index] = DeviceReadingCount(
          deviceID: count.deviceID, readings: sum.readings + count.readings,
          uncalibrated: sum.uncalibrated + count.uncalibrated)
      } else {
        result.append(count)
      }
    }
    return result
  }
}
