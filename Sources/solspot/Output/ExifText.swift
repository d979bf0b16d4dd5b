import SolspotKit

/// `solspot exif` as text: the exposure fields with their sources, then every decoded tag.
enum ExifText {
  /// The report for one photo; `deviceNote` says why no profile fits a back-camera photo.
  static func render(
    _ metadata: PhotoMetadata, profile: DeviceProfile, matched: Bool,
    deviceNote: PhotoDeviceNote? = nil
  ) -> String {
    var lines = [
      "\(metadata.file): \(metadata.format.rawValue), Exif byte order \(metadata.byteOrder.rawValue)"
    ]
    var rows: [(String, String, String)] = []
    func add<T>(_ label: String, _ field: MetadataValue<T>?, _ text: (T) -> String) {
      rows.append(
        (
          label, field.map { text($0.value) } ?? "—",
          field.map {
            ProvenanceText.source($0.provenance) + " in \($0.provenance.directory.groupName)"
          }
            ?? "not recorded"
        ))
    }
    add("Make", metadata.make, printable)
    add("Model", metadata.model, printable)
    add("Lens model", metadata.lensModel, printable)
    add("F-number", metadata.fNumber) { "f/\(NumberText.significant($0, 4))" }
    add("Exposure time", metadata.exposureTime) {
      "\(ExposureTimeText.format($0)) (\(NumberText.significant($0, 6)) s)"
    }
    add("ISO", metadata.iso) { NumberText.significant($0, 6) }
    add("Exposure bias", metadata.exposureBias) { "\(NumberText.significant($0, 4)) EV" }
    add("Brightness", metadata.brightness) {
      "\(NumberText.significant($0, 4)) (APEX Bv; not used)"
    }
    add("Taken", metadata.dateTimeOriginal) { $0.iso8601 }
    add("Latitude", metadata.latitude) { NumberText.fixed($0, 6) }
    add("Longitude", metadata.longitude) { NumberText.fixed($0, 6) }
    lines += table(rows)
    lines.append(
      "Device profile: "
        + (matched
          ? DeviceText.name(profile) + ", matched on Make, Model and LensModel"
          : DeviceText.name(profile) + "; "
            + (deviceNote.map(NoteText.photoDevice)
              ?? "no built-in profile matches Make, Model and LensModel"))
    )
    lines.append("")
    lines.append("Decoded tags:")
    lines += table(
      metadata.entries.map { entry in
        (
          "  \(entry.directory.groupName) \(ProvenanceText.tag(entry.tag))", entry.type.name,
          stored(entry.value)
        )
      })
    for warning in metadata.warnings {
      lines.append("Warning: " + MetadataErrorText.reason(warning))
    }
    return lines.joined(separator: "\n")
  }

  /// The values as stored: `18/10`, `200 0`, the text.
  static func stored(_ value: ExifValue) -> String {
    switch value {
    case .integers(let values): values.map(String.init).joined(separator: " ")
    case .rationals(let values):
      values.map { "\($0.numerator)/\($0.denominator)" }.joined(separator: " ")
    case .reals(let values): values.map { NumberText.significant($0, 8) }.joined(separator: " ")
    case .text(let text): "\"\(printable(text))\""
    }
  }

  /// `text` with control characters (which a hostile file could use to drive the terminal)
  /// replaced by U+FFFD.
  static func printable(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? "\u{FFFD}" : $0 }))
  }

  /// Three columns padded to their widths (the last one is not padded).
  private static func table(_ rows: [(String, String, String)]) -> [String] {
    let first = rows.map(\.0.count).max() ?? 0
    let second = rows.map(\.1.count).max() ?? 0
    return rows.map { row in
      row.0 + String(repeating: " ", count: first - row.0.count + 2) + row.1
        + String(repeating: " ", count: second - row.1.count + 2) + row.2
    }
  }
}
