import Foundation
import Testing

@testable import SolspotKit

/// The shared corpus of real camera files (`../shared/exif-corpus` next to the package) and
/// ExifTool's readings of it, `reference.csv` (see the corpus's reference-README.md). The files
/// are read in place, never copied into the repository.
enum ExifCorpus {
  /// The corpus folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Metadata
    .deletingLastPathComponent()  // SolspotKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the package
    .appendingPathComponent("../shared/exif-corpus").standardized

  /// Whether the corpus is there; the corpus suites are skipped when it is not.
  static var isPresent: Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent("reference.csv").path)
  }

  /// One row of reference.csv: column name → cell (empty when ExifTool found nothing).
  struct Row: Sendable, CustomTestStringConvertible {
    let cells: [String: String]
    var file: String { cells["SourceFile"] ?? "" }
    var url: URL { root.appendingPathComponent(file) }
    var testDescription: String { file }

    /// The cell as a number (the first value of a list such as `200 0`).
    func number(_ column: String) -> Double? {
      cells[column]?.split(separator: " ").first.flatMap { Double(String($0)) }
    }

    func text(_ column: String) -> String? {
      guard let text = cells[column], !text.isEmpty else { return nil }
      return text
    }
  }

  /// The rows, in the file's order; none when the corpus is absent.
  static let rows: [Row] = {
    guard
      let text = try? String(
        contentsOf: root.appendingPathComponent("reference.csv"), encoding: .utf8)
    else { return [] }
    let records = parseCSV(text)
    guard let header = records.first else { return [] }
    return records.dropFirst().filter { $0.count == header.count }.map { record in
      Row(cells: Dictionary(uniqueKeysWithValues: zip(header, record)))
    }
  }()

  /// RFC 4180 records: commas, quoted cells with doubled quotes.
  static func parseCSV(_ text: String) -> [[String]] {
    var records: [[String]] = []
    var record: [String] = []
    var cell = ""
    var quoted = false
    var iterator = Array(text).makeIterator()
    var pending: Character?
    while let character = pending ?? iterator.next() {
      pending = nil
      if quoted {
        if character == "\"" {
          if let next = iterator.next() {
            if next == "\"" { cell.append("\"") } else { quoted = false; pending = next }
          } else {
            quoted = false
          }
        } else {
          cell.append(character)
        }
        continue
      }
      switch character {
      case "\"": quoted = true
      case ",": record.append(cell); cell = ""
      case "\n", "\r\n":
        record.append(cell)
        records.append(record)
        record = []
        cell = ""
      default: cell.append(character)
      }
    }
    if !cell.isEmpty || !record.isEmpty {
      record.append(cell)
      records.append(record)
    }
    return records
  }

  // MARK: - Expected disagreements

  /// How Solspot and ExifTool are expected to differ on a file.
  enum Difference: Sendable {
    /// ExifTool has a LightValue but Solspot has no EV100.
    case noEV100
    /// Both have one and they differ by more than 0.01 EV.
    case differentEV100
    /// Solspot does not read the file at all.
    case unread
    /// ExifTool reads BrightnessValue −1 from the SRATIONAL −1/1, whose numerator is
    /// FFFFFFFF.H; Solspot follows Exif 2.32 §4.6.5 ("if the numerator of the recorded value is
    /// FFFFFFFF.H, Unknown shall be indicated") and reports no brightness.
    case brightnessUnknown
  }

  /// Every expected disagreement, with its reason; docs/metadata.md lists the same table.
  static let disagreements: [String: (Difference, String)] = [
    "jpeg/et-Casio2.jpg": (
      .noEV100, "LightValue uses the Casio maker-note ISO; EXIF records no ISO"
    ),
    "jpeg/et-Kodak.jpg": (
      .noEV100, "LightValue uses the Kodak maker-note ISO; EXIF records no ISO"
    ),
    "jpeg/ia-kodak-dc240.jpg": (
      .noEV100,
      "LightValue uses the Kodak maker-note ISO (65535, giving LV -0.42); EXIF records no ISO"
    ),
    "jpeg/et-NikonD70.jpg": (
      .noEV100, "LightValue uses the Nikon maker-note ISO; EXIF records no ISO"
    ),
    "jpeg/md-Issue_247-1.nef": (
      .noEV100, "LightValue uses the Nikon maker-note ISO; EXIF records no ISO"
    ),
    "webp/md-Nikon_D1X.webp": (
      .noEV100, "LightValue uses the Nikon maker-note ISO; EXIF records no ISO"
    ),
    "jpeg/et-ExifTool.jpg": (
      .differentEV100,
      "LightValue uses ExposureTime 0.00646 s from FujiFilm's PictureInfo block; EXIF has no "
        + "ExposureTime, so Solspot uses ShutterSpeedValue, 1/64 s (EV100 9.61 against 10.89)"
    ),
    "jpeg/et-Motorola.jpg": (
      .brightnessUnknown,
      "BrightnessValue is stored as SRATIONAL -1/1, numerator FFFFFFFF.H: unknown by Exif 2.32; "
        + "ExifTool reads -1. The scene cannot have had Bv -1: LightValue is 13.94 at ISO 50, "
        + "so Bv is near 13.94 - log2(50/3.125) = 9.9"
    ),
    "other-raw/et-CanonRaw.crw": (
      .unread, "CRW (Canon CIFF) is not read; its LightValue comes from CIFF records, not Exif"
    ),
  ]

  /// The files under bad/ from which ExifTool still reads exposure values (with a warning):
  /// reading them is allowed (reference-README.md).
  static let readableBadFiles: Set<String> = [
    "bad/lh-clusterfuzz-testcase-minimized-file-fuzzer-5752063708495872.heic",
    "bad/x2-issue_3455_sigma_print0x0009_empty.jpg",
  ]
}

/// The corpus comparison reads ExifTool's CSV with ``ExifCorpus/parseCSV(_:)``; a misread
/// quote would shift every column after it, so the parser is pinned here.
@Suite("ExifTool CSV reading")
struct ExifCorpusCSVTests {
  @Test("quoted cells keep commas, doubled quotes and line breaks; CRLF ends a record")
  func quoting() {
    let text = "SourceFile,Model,Note\r\n\"a,b.jpg\",\"Canon \"\"EOS\"\"\",\"two\nlines\"\nc.jpg,,x"
    #expect(
      ExifCorpus.parseCSV(text) == [
        ["SourceFile", "Model", "Note"], ["a,b.jpg", "Canon \"EOS\"", "two\nlines"],
        ["c.jpg", "", "x"],
      ])
  }
}
