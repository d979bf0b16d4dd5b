import SolspotKit

/// The CSV of `exif PHOTO` (docs/csv.md): one row per decoded tag, as the text's "Decoded
/// tags" table and the JSON's `tags` give them.
enum ExifCSV {
  static let table = CSVTable(["directory", "tag", "id", "type", "count", "value"])

  /// One row per tag in file order; `value` is the text (control characters replaced), or the
  /// numbers as stored (`18/10`, `200 0`).
  static func rows(_ metadata: PhotoMetadata) -> [String] {
    [table.header]
      + metadata.entries.map { entry in
        table.row([
          "directory": entry.directory.groupName, "tag": entry.tag.name,
          "id": entry.tag.hexID, "type": entry.type.name, "count": String(entry.count),
          "value": entry.value.stringValue.map(ExifText.printable) ?? ExifText.stored(entry.value),
        ])
      }
  }
}
