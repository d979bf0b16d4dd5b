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
      ["--cat-safe"], help: "Only plants listed as non-toxic to cats (unknown counts as unsafe)."),
    OptionSpec(
      ["--dog-safe"], help: "Only plants listed as non-toxic to dogs (unknown counts as unsafe)."),
    OptionSpec(
      ["--only"], value: "VERDICT",
      help: "Only the plants with this verdict: good, possible, tooDark or tooBright."),
    OptionSpec(
      ["--all"],
      help: "List every plant: all of each group, and those for which the light is too dark or "
        + "too bright."),
    OptionSpec(["--limit"], value: "N", help: "At most N plants."),
  ]

  /// The largest catalog file read: far above any real catalog, so that a wrong file cannot
  /// make solspot read gigabytes.
  static let maximumCatalogBytes = 32 << 20

  /// The catalog from `--catalog`, checked like the built-in one, or the built-in catalog.
  ///
  /// - Throws: ``CommandFailure`` for a file that cannot be read, saying why; ``DataError``
  ///   naming the file, entry and field for one that is broken (both exit code 1).
  static func catalog(from arguments: ParsedArguments) throws -> PlantCatalog {
    guard let path = arguments.string("--catalog") else { return try PlantCatalog.builtIn() }
    let text = try readCatalog(path)
    return try PlantCatalog.decode(text, file: path, bands: try BandTable.builtIn())
  }

  /// The text of the catalog file at `path`.
  private static func readCatalog(_ path: String) throws -> String {
    try FileProblem.check(path)
    let manager = FileManager.default
    let size = (try? manager.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= maximumCatalogBytes else {
      throw CommandFailure.catalogTooLarge(path: path)
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CommandFailure.catalogUnreadable(path: path, reason: error.localizedDescription)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CommandFailure.catalogNotUTF8(path: path)
    }
    return text
  }

  /// The filters.
  ///
  /// - Throws: ``UsageError`` for a filter with `--plant` (``plantWithFilter(_:plant:)``), an
  ///   unknown verdict or a limit below 1. `--only` with `--all` lists every plant of that
  ///   verdict, with no limit a group.
  static func filter(from arguments: ParsedArguments) throws(UsageError) -> PlantSelection.Filter {
    if let plant = arguments.strings("--plant").first,
      let other = ["--pet-safe", "--cat-safe", "--dog-safe", "--only", "--all", "--limit"].first(
        where: arguments.has)
    {
      throw plantWithFilter(other, plant: plant)
    }
    let only = try arguments.value(
      "--only", expected: "expected good, possible, tooDark or tooBright"
    ) { text in
      PlantVerdict.allCases.first { $0.rawValue.lowercased() == text.lowercased() }
    }
    let limit = try arguments.value("--limit", expected: "expected a whole number of at least 1") {
      text in ValueText.wholeNumber(text).flatMap { $0 >= 1 ? $0 : nil }
    }
    return PlantSelection.Filter(
      petSafeOnly: arguments.has("--pet-safe"), catSafeOnly: arguments.has("--cat-safe"),
      dogSafeOnly: arguments.has("--dog-safe"), only: only,
      includeAll: arguments.has("--all") || arguments.has("--plant"), limit: limit)
  }

  /// The usage error for a filter given with `--plant`: a filter chooses among the catalog's
  /// plants, `--plant` judges the plants named. For a pet filter, the command that answers
  /// the question the filter asks of one plant: "--dog-safe chooses among many plants …;
  /// 'solspot plants show pothos' prints one plant's toxicity to cats and dogs".
  static func plantWithFilter(_ filter: String, plant: String) -> UsageError {
    let conflict =
      "\(filter) chooses among many plants and --plant judges only the plants named, "
      + "whatever their verdict, so the two cannot be combined"
    guard filter.hasSuffix("-safe") else { return .conflict(conflict) }
    let simple = plant.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    let name = simple ? plant : "\"" + plant.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    return .conflict(
      conflict + "; 'solspot plants show \(name)' prints one plant's toxicity to cats and dogs")
  }

  /// The words of the positionals joined: `solspot plants show snake plant`.
  ///
  /// - Throws: ``UsageError`` for a name without letters or digits (`''`), which names no
  ///   plant.
  static func name(from arguments: ParsedArguments) throws(UsageError) -> String {
    try arguments.checkPositionals()
    let name = arguments.positionals.joined(separator: " ")
    guard name.contains(where: { $0.isLetter || $0.isNumber }) else {
      let what = arguments.spec.positionals.first?.name ?? "NAME"
      throw .invalidValue(
        option: what, value: name, reason: "expected a plant name with letters, e.g. pothos")
    }
    return name
  }

  /// The plants named with `--plant`, and the names that name no single plant.
  struct NamedPlants {
    /// The plants found, in the order given, each once.
    var plants: [Plant] = []
    /// The names that name no plant, or several: each with the plants it matches (none for an
    /// unknown name) and the failure that says so.
    var unresolved: [(name: String, matches: [Plant], failure: CommandFailure)] = []
  }

  /// The plants named with `--plant`, in the order given, each once; a genus (`calathea`)
  /// names each of its species, in the order of their botanical names. A name that matches
  /// several plants or none is not a reason to leave the others unjudged: it is returned in
  /// ``NamedPlants/unresolved``.
  ///
  /// - Throws: ``UsageError`` for an empty name.
  static func namedPlants(from arguments: ParsedArguments, in catalog: PlantCatalog) throws
    -> NamedPlants
  {
    var named = NamedPlants()
    for name in arguments.strings("--plant") {
      guard name.contains(where: { $0.isLetter || $0.isNumber }) else {
        throw UsageError.invalidValue(
          option: "--plant", value: name, reason: "expected a plant name, e.g. pothos")
      }
      let genus = catalog.plant(named: name) == nil ? catalog.plants(inGenus: name) : []
      let found: [Plant]
      switch genus.isEmpty ? resolve(name, in: catalog) : .found(genus) {
      case .found(let plants):
        found = plants
      case .ambiguous(let plants):
        named.unresolved.append((name, plants, ambiguous(name, plants)))
        continue
      case .unknown:
        named.unresolved.append((name, [], unknownPlant(name, in: catalog)))
        continue
      }
      for plant in found where !named.plants.contains(plant) { named.plants.append(plant) }
    }
    return named
  }

  /// What a name finds: the plant it names exactly, else the only plant a search finds;
  /// several plants, or none.
  enum Resolution {
    case found([Plant])
    case ambiguous([Plant])
    case unknown
  }

  /// The plant called `name`, else the only plant a search finds (``Resolution``).
  static func resolve(_ name: String, in catalog: PlantCatalog) -> Resolution {
    if let plant = catalog.plant(named: name) { return .found([plant]) }
    let results = catalog.search(name).map(\.plant)
    switch results.count {
    case 0: return .unknown
    case 1: return .found(results)
    default: return .ambiguous(results)
    }
  }

  /// The plant called `name`, else the only plant a search finds.
  ///
  /// - Throws: ``CommandFailure`` when the search finds several (listing them) or none (with
  ///   close names).
  static func plant(named name: String, in catalog: PlantCatalog) throws -> Plant {
    switch resolve(name, in: catalog) {
    case .found(let plants): return plants[0]
    case .ambiguous(let plants): throw ambiguous(name, plants)
    case .unknown: throw unknownPlant(name, in: catalog)
    }
  }

  /// The failure for a name several plants match: "'fiddle-leaf' matches 2 plants: 'Ficus
  /// lyrata' (fiddle-leaf fig), 'Philodendron bipennifolium' (horsehead philodendron); give
  /// the full name (see 'solspot plants search')".
  static func ambiguous(_ name: String, _ plants: [Plant]) -> CommandFailure {
    .ambiguousPlant(name, plants)
  }

  /// The failure for a name no plant has or a search without results, with close matches:
  /// "no plant is called 'snak plant'; did you mean 'snake plant'?".
  static func unknownPlant(_ name: String, in catalog: PlantCatalog, search: Bool = false)
    -> CommandFailure
  {
    .unknownPlant(name, suggestions: catalog.suggestions(for: name), search: search)
  }
}
