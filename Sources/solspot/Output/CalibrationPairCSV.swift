import SolspotKit

/// The CSV of `calibrate pairs` (docs/csv.md): one row per pair, in the columns of a
/// calibration file (docs/calibration-format.md), so that in lux the output is a file
/// `calibrate fit` reads.
enum CalibrationPairCSV {
  static let table = CSVTable([
    "pair", "aperture", "shutter", "iso", "bias", "reference_lux", "light", "time", "note",
  ])

  /// One row per pair: its number, its settings, the reference meter's reading as saved (in
  /// the printed unit), its light, time and note. (`calibrate add` saves settings; a pair
  /// without them would leave its settings empty.)
  static func rows(_ pairs: [StoredCalibrationPair]) -> [String] {
    [table.header]
      + pairs.map { pair in
        let observation = pair.observation
        var cells = [
          "pair": String(pair.id),
          "reference_lux": CSVTable.number(Illuminance.value(observation.referenceLux)),
          "light": observation.light ?? "", "time": pair.takenAt.iso8601,
          "note": observation.note ?? "",
        ]
        if let exposure = observation.exposure {
          cells["aperture"] = CSVTable.number(exposure.fNumber)
          cells["shutter"] = CSVTable.number(exposure.exposureTime)
          cells["iso"] = CSVTable.number(exposure.iso)
          cells["bias"] = CSVTable.number(exposure.bias)
        }
        return table.row(cells)
      }
  }
}
