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
      PositionalSpec(name: "FILE", help: "A JSON or CSV file from 'spot export'.", count: 1...1)
    ],
    discussion: """
      The whole file is checked first, then added in one transaction: if anything fails, \
      nothing is added. A spot the store already has (same name, ignoring case) keeps its \
      fields and gains the file's readings; readings the store already has are skipped and \
      counted as duplicates.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let path = arguments.positionals[0]
    let archive = try read(path)
    let report = try StoreArguments.withStore(arguments) { store in
      try store.importArchive(archive)
    }
    if arguments.has("--json") {
      console.out(try JSONLine.encode(ReportJSON(report)))
    } else {
      console.out(SpotText.importReport(report))
    }
    return .success
  }

  /// The archive in the file at `path`, JSON or CSV by its first character.
  static func read(_ path: String) throws -> SpotArchive {
    let name = URL(fileURLWithPath: path).lastPathComponent
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard let size = attributes?[.size] as? Int,
      attributes?[.type] as? FileAttributeType != .typeDirectory
    else { throw CommandFailure("cannot read '\(path)': no such file") }
    guard size <= SpotArchive.maxFileBytes else {
      throw CommandFailure("'\(path)' is larger than 256 MiB; split it or check it is an export")
    }
    guard let data = FileManager.default.contents(atPath: path),
      data.count <= SpotArchive.maxFileBytes
    else { throw CommandFailure("cannot read '\(path)'") }
    let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    if first == UInt8(ascii: "{") { return try SpotArchive(json: data, file: name) }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CommandFailure("\(name): is neither JSON nor UTF-8 CSV")
    }
    return try SpotArchive(
      csv: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, file: name)
  }

  struct ReportJSON: Encodable {
    let addedSpots: [String]
    let existingSpots: [String]
    let differingSpots: [String]
    let addedReadings: Int
    let duplicateReadings: Int

    init(_ report: ImportReport) {
      addedSpots = report.addedSpots
      existingSpots = report.existingSpots
      differingSpots = report.differingSpots
      addedReadings = report.addedReadings
      duplicateReadings = report.duplicateReadings
    }
  }
}
