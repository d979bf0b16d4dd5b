import Foundation
import SolspotKit

/// Reads `--catalog`, the filters and plant names, for the `solspot plants` commands.
enum PlantArguments {
  /// The catalog option, for a command's spec.
  static let catalogOption = OptionSpec(
    ["--catalog"], value: "FILE",
    help: "A plant catalog file to use instead of the built-in one (docs/plant-catalog.md).")

  /// The filter options, for a command's spec.
  static let filterOptions = [
    OptionSpec(
      ["--pet-safe"],
      help: "Only plants listed as non-toxic to both cats and dogs (unknown counts as unsafe)."),
    OptionSpec(
      ["--only"], value: "VERDICT",
      help: "Only the plants with this verdict: thrives or tolerates."),
    OptionSpec(
      ["--all"], help: "Also list plants not suited and plants whose light needs are unknown."),
    OptionSpec(["--limit"], value: "N", help: "At most N plants."),
  ]

  /// The largest catalog file read: far above any real catalog, so that a wrong file cannot
  /// make solspot read gigabytes.
  static let maximumCatalogBytes = 32 << 20

  /// The catalog from `--catalog`, checked like the built-in one, or the built-in catalog.
  ///
  /// - Throws: ``CommandFailure`` for a file that cannot be read, ``DataError`` naming the
  ///   file, entry and field for one that is broken (both exit code 1).
  static func catalog(from arguments: ParsedArguments) throws -> PlantCatalog {
    guard let path = arguments.string("--catalog") else { return try PlantCatalog.builtIn() }
    let url = URL(fileURLWithPath: path)
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    guard let size else { throw CommandFailure("cannot read catalog '\(path)': no such file") }
    guard size <= maximumCatalogBytes else {
      throw CommandFailure("catalog '\(path)' is larger than 32 MiB; it cannot be a plant catalog")
    }
    guard let data = try? Data(contentsOf: url) else {
      throw CommandFailure("cannot read catalog '\(path)'")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CommandFailure("catalog '\(path)' is not UTF-8 text")
    }
    return try PlantCatalog.decode(text, file: path, bands: try BandTable.builtIn())
  }

  /// The filters.
  static func filter(from arguments: ParsedArguments) throws(UsageError) -> PlantSelection.Filter {
    let only = try arguments.value("--only", expected: "expected thrives or tolerates") { text in
      ["thrives": PlantMatch.Suitability.thrives, "tolerates": .tolerates][text.lowercased()]
    }
    if only != nil, arguments.has("--all") {
      throw .conflict("--only and --all cannot be combined")
    }
    let limit = try arguments.value("--limit", expected: "expected a whole number of at least 1") {
      text in Int(text).flatMap { $0 >= 1 ? $0 : nil }
    }
    return PlantSelection.Filter(
      petSafeOnly: arguments.has("--pet-safe"), only: only, includeAll: arguments.has("--all"),
      limit: limit)
  }

  /// The words of the positionals joined: `solspot plants show snake plant`.
  static func name(from arguments: ParsedArguments) throws(UsageError) -> String {
    try arguments.checkPositionals()
    return arguments.positionals.joined(separator: " ")
  }

  /// The plant called `name`, else the only plant a search finds.
  ///
  /// - Throws: ``CommandFailure`` when the search finds several (listing them) or none (with
  ///   close names).
  static func plant(named name: String, in catalog: PlantCatalog) throws -> Plant {
    if let plant = catalog.plant(named: name) { return plant }
    let results = catalog.search(name)
    guard results.count > 1 else {
      guard let plant = results.first?.plant else { throw unknownPlant(name, in: catalog) }
      return plant
    }
    let shown = results.prefix(5).map { "'\($0.plant.botanicalName)'" }.joined(separator: ", ")
    throw CommandFailure(
      "'\(name)' matches \(results.count) plants: \(shown)"
        + (results.count > 5 ? ", …" : "") + "; give the full name (see 'solspot plants search')")
  }

  /// The failure for a name no plant has or a search without results, with close matches:
  /// "no plant is called 'snak plant'; did you mean 'snake plant'?".
  static func unknownPlant(_ name: String, in catalog: PlantCatalog, search: Bool = false)
    -> CommandFailure
  {
    let close = catalog.suggestions(for: name)
    let hint =
      close.isEmpty
      ? "" : "; did you mean " + close.map { "'\($0)'" }.joined(separator: " or ") + "?"
    return CommandFailure(
      (search ? "no plant matches" : "no plant is called") + " '\(name)'\(hint)")
  }
}
