import SolspotKit

/// The CSV of `devices` (docs/csv.md): one row per profile.
enum DeviceCSV {
  static let table = CSVTable([
    "id", "name", "model_identifiers", "f_number", "limits", "calibration", "constant_lux",
    "constant_sigma_ev", "calibration_date", "source", "file",
  ])

  /// One row per profile: its id, name, lens, limits (`documented`, `generic`,
  /// `partly-generic`, `unknown`), calibration, the constant C (the illuminance at EV 0, in the
  /// printed unit) and where it comes from (`built-in` or `your-folder`, with the file).
  static func rows(_ profiles: [DeviceProfile], files: [String: String]) -> [String] {
    [table.header]
      + profiles.map { profile in
        let calibration = profile.calibration
        return table.row([
          "id": profile.id, "name": profile.displayName,
          "model_identifiers": profile.modelIdentifiers.joined(separator: "; "),
          "f_number": CSVTable.number(profile.fNumber),
          "limits": DeviceText.limits(profile).split(separator: " ").joined(separator: "-"),
          "calibration": calibration.status.name,
          "constant_lux": CSVTable.light(calibration.constantLux),
          "constant_sigma_ev": CSVTable.number(calibration.constantSigmaEV),
          "calibration_date": calibration.measurement?.date ?? "",
          "source": files[profile.id] == nil ? "built-in" : "your-folder",
          "file": files[profile.id] ?? "",
        ])
      }
  }
}
