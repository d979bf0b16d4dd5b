import SolspotKit

/// A saved calibration pair as one line of the calibration JSON Lines format
/// (docs/calibration-format.md), with its number under `pair`.
struct CalibrationPairJSON: Encodable {
  /// What `calibrate pairs --remove N --json` prints: `{"device": ID, "removed": N}`.
  struct Removed: Encodable {
    let device: String
    let removed: Int64
  }

  let pair: Int64
  let aperture: Double
  /// Seconds.
  let shutter: Double
  let iso: Double
  let bias: Double
  let referenceLux: Double
  let light: String?
  let note: String?
  let time: String

  enum CodingKeys: String, CodingKey {
    case pair, aperture, shutter, iso, bias, light, note, time
    case referenceLux = "reference_lux"
  }

  init(_ stored: StoredCalibrationPair) {
    let exposure = stored.observation.exposure
    pair = stored.id
    aperture = exposure?.fNumber ?? 0
    shutter = exposure?.exposureTime ?? 0
    iso = exposure?.iso ?? 0
    bias = exposure?.bias ?? 0
    referenceLux = stored.observation.referenceLux
    light = stored.observation.light
    note = stored.observation.note
    time = stored.takenAt.iso8601
  }
}
