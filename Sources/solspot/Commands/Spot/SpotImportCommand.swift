import Foundation
import SolspotKit

/// `solspot spot import FILE`: adds an export's spots and readings in one transaction.
enum SpotImportCommand: Command {
  static let spec = CommandSpec(
    path: ["spot", "import"],
    abstract: "Add the spots and readings of an export file, all or nothing.",
    usage: ["spot import <FILE> [--json]"],
    options: [StoreArguments.option, OptionSpec(["--json"], help: "Print the report as JSON.")],
    positionals: [
      PositionalSpec(
        name: "FILE", help: "A JSON or CSV file from 'spot export', or '-' for standard input.",
        count: 1...1)
    ],
    discussion: """
      The whole file is checked first, then added in one transaction: if anything fails, \
      nothing is added. A spot the store already has (same name, ignoring case) keeps its \
      fields and gains the file's readings; readings the store already has are skipped and \
      counted as duplicates. A reading's EV100 must be its settings' own. Device ids this \
      Solspot does not know (a profile from another computer, or a typo) are imported as \
      they are and named in the report: each id counts as its own phone in comparisons. \
      A CSV file must end with the end row 'spot export' writes ('#end,spots=N,readings=M'), \
      and is refused when its rows do not add up to it or it is missing (the file was cut \
      short); only a file in an older layout, written before the end row existed, is \
      imported without one, with a note. A JSON file cut short does not parse, and is refused.

      Example:
        solspot spot export --store old.sqlite | solspot spot import -
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let path = arguments.positionals[0]
    let (archive, isChecked) = try path == "-" ? readStandardInput() : read(path)
    let unknown = try unknownDevices(in: archive)
    let report = try StoreArguments.withStore(arguments) { store in
      try store.importArchive(archive)
    }
    console.saved = .imported(spots: report.addedSpots.count, readings: report.addedReadings)
    if arguments.has("--json") {
      console.out(
        try JSONLine.encode(
          ReportJSON(report, unknownDevices: unknown, completeness: isChecked)))
    } else {
      console.out(
        SpotText.importReport(
          report, unknownDevices: unknown,
          unchecked: isChecked ? nil : (path == "-" ? "standard input" : path)))
    }
    return .success
  }

  /// The device ids of the archive's readings that neither the built-in profiles nor this
  /// user's own know, in order of first use.
  static func unknownDevices(in archive: SpotArchive) throws -> [String] {
    let known = Set(try DeviceArguments.catalog().profiles.map(\.id))
    var unknown: [String] = []
    for spot in archive.spots {
      for reading in spot.readings
      where !known.contains(reading.deviceID) && !unknown.contains(reading.deviceID) {
        unknown.append(reading.deviceID)
      }
    }
    return unknown
  }

  /// The archive on standard input, up to ``SpotArchive/maxFileBytes``, and whether its end
  /// was checked (JSON, or CSV with its end row).
  static func readStandardInput() throws -> (SpotArchive, Bool) {
    var data = Data()
    while true {
      let chunk = FileHandle.standardInput.readData(ofLength: 1 << 20)
      if chunk.isEmpty { break }
      data.append(chunk)
      guard data.count <= SpotArchive.maxFileBytes else {
        throw CommandFailure.importTooLarge(path: nil)
      }
    }
    return try archive(data, name: "standard input")
  }

  /// The archive in the file at `path`, JSON or CSV by its first character, and whether its
  /// end was checked.
  static func read(_ path: String) throws -> (SpotArchive, Bool) {
    try FileProblem.check(path)
    let name = URL(fileURLWithPath: path).lastPathComponent
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard let size = attributes?[.size] as? Int,
      attributes?[.type] as? FileAttributeType != .typeDirectory
    else { throw CommandFailure.importMissing(path: path) }
    guard size <= SpotArchive.maxFileBytes else {
      throw CommandFailure.importTooLarge(path: path)
    }
    guard let data = FileManager.default.contents(atPath: path),
      data.count <= SpotArchive.maxFileBytes
    else { throw CommandFailure.importUnreadable(path: path) }
    return try archive(data, name: name)
  }

  /// The archive in `data`, JSON when its first character is `{`, else CSV; errors name the
  /// file as `name`. The flag says whether the file's end was checked: always for JSON,
  /// which does not parse when cut short; for CSV when it has its end row.
  static func archive(_ data: Data, name: String) throws -> (SpotArchive, Bool) {
    let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    // Nothing but blanks: neither format, whatever the file's name says.
    guard first != nil else { throw CommandFailure.importEmpty(name: name) }
    if first == UInt8(ascii: "{") {
      switch Result(catching: { () throws(DataError) in try SpotArchive(json: data, file: name) }) {
      case .success(let archive): return (archive, true)
      case .failure(let error): throw jsonFailure(error, data: data, name: name)
      }
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CommandFailure.importNotText(name: name)
    }
    let read = try SpotArchive.readCSV(
      text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, file: name)
    return (read.archive, read.hasEndRow)
  }

  /// The error for a JSON file that does not decode: an export is one JSON object, so a file
  /// that stops before its closing brace was cut short (a full disk, a copy stopped half way).
  private static func jsonFailure(_ error: DataError, data: Data, name: String) -> any Error {
    let last = data.last { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    guard error.field.isEmpty, last != UInt8(ascii: "}") else { return error }
    return CommandFailure.importCutShort(name: name)
  }

  struct ReportJSON: Encodable {
    let addedSpots: [String]
    let existingSpots: [String]
    let differingSpots: [String]
    /// Spots the file holds more than once with other fields; the first one's were kept.
    let repeatedSpots: [String]
    let addedReadings: Int
    let duplicateReadings: Int
    /// Device ids no known profile has; their readings were imported as they are.
    let unknownDevices: [String]
    /// `checked`: the file's end was checked (JSON, or CSV with its end row); `unchecked`: a
    /// CSV file in an older layout, written without an end row, which may have been cut short.
    let completeness: String

    init(_ report: ImportReport, unknownDevices: [String], completeness isChecked: Bool) {
      self.unknownDevices = unknownDevices
      completeness = isChecked ? "checked" : "unchecked"
      addedSpots = report.addedSpots
      existingSpots = report.existingSpots
      differingSpots = report.differingSpots
      repeatedSpots = report.repeatedSpots
      addedReadings = report.addedReadings
      duplicateReadings = report.duplicateReadings
    }
  }
}
