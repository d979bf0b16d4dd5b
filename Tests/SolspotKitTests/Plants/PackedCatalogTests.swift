import Foundation
import Testing

@testable import SolspotKit

/// The built-in catalog is read from the packed form the build writes (`CatalogFile+Packing`),
/// and that form gives back exactly what the JSON file says.
@Suite("Packed plant catalog")
struct PackedCatalogTests {
  /// The built-in JSON, decoded strictly (unknown fields are errors) as a user's file is.
  static func decodedBuiltIn() throws -> CatalogFile {
    let text = try #require(BuiltInData.contents(of: "Data/plants.json"))
    return try DataDecoding.decode(CatalogFile.self, from: text, file: "plants.json")
  }

  @Test("the packed built-in catalog equals Data/plants.json decoded, field for field")
  func builtInMatchesJSON() throws {
    let packed = try #require(BuiltInData.packed("Data/plants.json"))
    let unpacked = try CatalogFile(packed: packed, file: "plants.json")
    let decoded = try Self.decodedBuiltIn()
    #expect(unpacked.plants.count == decoded.plants.count)
    #expect(unpacked.plants.count > 100)
    for (mine, theirs) in zip(unpacked.plants, decoded.plants) {
      #expect(mine == theirs, "plant \(theirs.id) differs in its packed form")
    }
    #expect(unpacked.sources == decoded.sources)
    #expect(unpacked.classes == decoded.classes)
    #expect(unpacked.groups == decoded.groups)
    #expect(unpacked.conversion == decoded.conversion)
    #expect(unpacked == decoded)
  }

  @Test("PlantCatalog.builtIn() serves the packed catalog: same plants, same names")
  func builtInCatalog() throws {
    let catalog = try PlantCatalog.builtIn()
    let decoded = try Self.decodedBuiltIn()
    #expect(catalog.plants == decoded.plants)
    #expect(catalog.sources == decoded.sources)
    let first = try #require(decoded.plants.first)
    #expect(catalog.plant(named: first.botanicalName)?.id == first.id)
    #expect(catalog.search(first.id).first?.plant.id == first.id)
  }

  @Test("the packed built-in catalog passes the same checks as the JSON file")
  func builtInIsValid() throws {
    let packed = try #require(BuiltInData.packed("Data/plants.json"))
    let unpacked = try CatalogFile(packed: packed, file: "plants.json")
    let bands = try BandTable.builtIn()
    let direct = PlantCatalogValidation.directSunLux(bandLowerLimits: bands.bands.map(\.lowerLux))
    #expect(direct == 20_000)
    try unpacked.check(directSunLux: direct, file: "plants.json")
  }

  // MARK: - Every kind of value

  /// A catalog that uses every optional both ways, strings no line-based reader could split
  /// naively, and numbers that are not whole.
  static func awkwardCatalog() -> CatalogFile {
    let figure = LightFigure(min: 25.5, max: nil, unit: .footCandle)
    let bound = LightBound(lux: 274.482, kind: .needsAtLeast, basis: .statement, grade: .b)
    let open = LightBound(lux: nil, kind: .avoidAbove, basis: .directSun, grade: .c, sources: [])
    let odd = "line one\nline two\r\n\"quoted\" \\ back: 12:colon\t tab — «ñ» 🌿"
    let statement = LightStatement(
      source: "ME", says: odd, role: .needs, lux: LuxBounds(min: 0.1, max: nil),
      figure: figure, lightClass: "low", sun: nil, basis: .statement, scope: .genus,
      about: "Nephrolepis", grade: .b)
    let sunStatement = LightStatement(
      source: "ME", says: "", role: .sun, sun: .full, basis: .statement, grade: .c)
    let plant = Plant(
      id: "odd-fern", botanicalName: "Nephrolepis 'Odd'", synonyms: [],
      commonNames: ["", "odd fern", odd], group: .fern,
      light: PlantLight(
        tolerated: LightRange(min: bound, max: open),
        ideal: LightRange(min: bound, max: open),
        directSun: DirectSun(.full, basis: .groupDefault, grade: .c, sources: ["ME", "YOU"]),
        lightGroup: "fern", statements: [statement, sunStatement],
        disagreements: [
          LightDisagreement(field: .toleratedMin, source: "YOU", grade: .c, lux: -0.0),
          LightDisagreement(
            field: .directSun, source: "ME", grade: .b, exposure: DirectSun.Exposure.none),
        ],
        notes: ["ME: a note", odd], dli: LightFigure(min: 2, max: 6.25, unit: .molPerDay)),
      toxicity: PlantToxicity(
        cats: .toxic, dogs: .unknown, source: "YOU", listing: nil, scope: .genus, url: "",
        note: odd))
    let plain = Plant(
      id: "plain", botanicalName: "Plain plant", group: .herb,
      light: PlantLight(
        tolerated: LightRange(min: bound, max: bound), ideal: LightRange(min: bound, max: bound),
        directSun: DirectSun(.none, basis: .statement, grade: .a)),
      toxicity: PlantToxicity(cats: .unknown, dogs: .unknown, source: nil))
    return CatalogFile(
      conversion: odd,
      classes: [
        "low": LightClassDefinition(
          min: 269, max: 1076, figure: figure, says: "low", sources: ["ME"]),
        "sun": LightClassDefinition(min: nil, max: nil, figure: nil, says: odd, sources: []),
      ],
      groups: [
        "fern": PlantGroupRule(
          name: "ferns", tolerates: "low", ideal: "medium", directSun: DirectSun.Exposure.none,
          sources: ["ME"])
      ],
      sources: [
        "ME": PlantSource(
          title: "mine", publisher: odd, url: "", kind: .other, isTemplated: true,
          terms: ["low light": figure, "shade": LightFigure(min: nil, max: 5, unit: .lux)]),
        "YOU": PlantSource(
          title: "yours", publisher: "", url: "x", kind: .aspca, isTemplated: false),
      ],
      plants: [plant, plain])
  }

  @Test("a catalog using every optional both ways, and awkward strings, packs and reads back equal")
  func roundTrip() throws {
    let catalog = Self.awkwardCatalog()
    let packed = catalog.packed()
    let back = try CatalogFile(packed: packed, file: "odd.json")
    #expect(back == catalog)
    #expect(back.plants.first?.light.disagreements.first?.lux?.sign == .minus)
    // The same data packs to the same text (dictionaries are written by sorted key).
    #expect(back.packed() == packed)
  }

  // MARK: - A damaged packed form

  /// A damaged text and the damage the error names (`nil`: any, at some byte).
  struct Damage: CustomTestStringConvertible, Sendable {
    let name: String
    let change: @Sendable (String) -> String
    let says: DataError.PackedDamage?
    var testDescription: String { name }
  }

  static let damages: [Damage] = [
    Damage(
      name: "another header", change: { $0.replacingOccurrences(of: "PLANTS 1", with: "PLANTS 9") },
      says: .wrongHeader(expected: "solspot-packed PLANTS 1")),
    Damage(name: "cut short", change: { String($0.prefix($0.utf8.count / 2)) }, says: nil),
    Damage(name: "a value too many", change: { $0 + "7\n" }, says: .valuesLeftOver),
    Damage(name: "empty", change: { _ in "" }, says: .endsInsideValue),
  ]

  @Test("a damaged packed form is an error naming the byte, never a guess", arguments: damages)
  func damaged(_ damage: Damage) throws {
    let packed = damage.change(Self.awkwardCatalog().packed())
    #expect {
      _ = try CatalogFile(packed: packed, file: "odd.json")
    } throws: { error in
      guard let error = error as? DataError,
        case .packedDamaged(let byte, let found) = error.reason
      else { return false }
      return error.file == "odd.json" && byte >= 0 && byte <= packed.utf8.count
        && (damage.says == nil || found == damage.says)
    }
  }
}
