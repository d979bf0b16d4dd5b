import Testing

@testable import SolspotKit

@Suite("Plant names and search")
struct PlantSearchTests {
  let catalog: PlantCatalog

  init() throws { catalog = try PlantFixtures.catalog() }

  @Test("names fold case, accents, apostrophes and punctuation")
  func folding() {
    #expect(PlantNameKey.fold("Mother-in-Law's Tongue") == "mother in laws tongue")
    #expect(PlantNameKey.fold("mother in law\u{2019}s tongue") == "mother in laws tongue")
    #expect(PlantNameKey.fold("Pothós") == "pothos")
    #expect(PlantNameKey.fold("Pothe\u{301}s") == "pothes")
    #expect(PlantNameKey.fold("Alocasia × amazonica") == "alocasia amazonica")
    #expect(PlantNameKey.fold("  ÆØÅ   Straße ") == "aeoa strasse")
    #expect(PlantNameKey.fold("Dracaena fragrans 'Massangeana'") == "dracaena fragrans massangeana")
    #expect(PlantNameKey.fold("") == "")
    for name in catalog.plants.flatMap(\.names) {
      #expect(PlantNameKey.fold(PlantNameKey.fold(name)) == PlantNameKey.fold(name))
    }
  }

  @Test("every plant is found by its id and each of its names, in any case")
  func reachable() {
    for plant in catalog.plants {
      for name in plant.names + [plant.id] {
        #expect(catalog.plant(named: name) == plant, "\(name)")
        #expect(catalog.plant(named: name.uppercased()) == plant, "\(name)")
        #expect(catalog.search(name).first?.plant == plant, "\(name)")
        #expect(catalog.search(name).first?.quality == .exact, "\(name)")
      }
    }
  }

  /// A query and the plant it must find first, with the name that matched.
  struct Query: CustomTestStringConvertible, Sendable {
    let query: String
    let id: String
    let matched: String
    var testDescription: String { query }
  }

  static let queries: [Query] = [
    Query(query: "snake", id: "testus-serpens", matched: "test snake plant"),
    Query(query: "SNAKE PL", id: "testus-serpens", matched: "test snake plant"),
    Query(query: "snakeplant", id: "testus-serpens", matched: "test snake plant"),
    Query(query: "serpentia", id: "testus-serpens", matched: "Serpentia testifolia"),
    Query(query: "tongue law", id: "testus-serpens", matched: "mother-in-law's test tongue"),
    Query(query: "mother in laws", id: "testus-serpens", matched: "mother-in-law's test tongue"),
    Query(query: "pothos", id: "testus-partialis", matched: "Pothós de prueba"),
    Query(query: "POTHÓS DE PRUEBA", id: "testus-partialis", matched: "Pothós de prueba"),
    Query(query: "creme brulee", id: "testus-mediocris", matched: "crème brûlée plant"),
    Query(query: "fictivia", id: "testus-partialis", matched: "Fictivia partialis"),
    Query(query: "oldus", id: "testus-lowlightus", matched: "Oldus lowlightus"),
  ]

  @Test("search finds common, botanical and synonym names", arguments: queries)
  func search(_ row: Query) throws {
    let results = catalog.search(row.query)
    let first = try #require(results.first)
    #expect(first.plant.id == row.id)
    #expect(first.matchedName == row.matched)
  }

  @Test("results rank exact, then prefix, then word matches, then by botanical name")
  func order() {
    let all = catalog.search("testus")
    #expect(all.count == catalog.plants.count)
    #expect(all.map(\.plant.botanicalName) == catalog.plants.map(\.botanicalName).sorted())
    #expect(all.allSatisfy { $0.quality == .prefix })
    // "test" starts the common names and the botanical names: each plant once.
    #expect(Set(catalog.search("test").map(\.plant.id)).count == catalog.search("test").count)
    #expect(catalog.search("").isEmpty)
    #expect(catalog.search("—").isEmpty)
    #expect(catalog.search("zzz").isEmpty)
    #expect(catalog.plant(named: "snake") == nil)
  }

  @Test("an unknown name suggests close ones, each plant once")
  func suggestions() {
    #expect(catalog.suggestions(for: "test snak plant").first == "test snake plant")
    #expect(catalog.suggestions(for: "Testus serpns").first == "Testus serpens")
    #expect(catalog.suggestions(for: "qqqqqqqqqq").isEmpty)
    // One misspelt word of a name (a genus, a synonym's genus) finds the name it is part of.
    #expect(catalog.suggestions(for: "serpns").first == "Testus serpens")
    #expect(catalog.suggestions(for: "fictiva").first == "Fictivia partialis")
    #expect(catalog.suggestions(for: "serpentya").first == "Serpentia testifolia")
    let many = catalog.suggestions(for: "testus", limit: 3)
    #expect(many.count <= 3)
    let owners = many.compactMap { catalog.plant(named: $0)?.id }
    #expect(Set(owners).count == owners.count)
  }

  /// A typo and what "did you mean" offers for it in the built-in catalog.
  struct Typo: CustomTestStringConvertible, Sendable {
    let text: String
    let suggested: [String]
    var testDescription: String { text }
  }

  @Test(
    "one name clearly nearest is suggested alone; names equally near, at most three",
    arguments: [
      // "pothos" is 2 edits away, "mother" (of two other plants' names) 3.
      Typo(text: "pothso", suggested: ["pothos"]),
      Typo(text: "potos", suggested: ["pothos"]),
      Typo(text: "monstra", suggested: ["Monstera deliciosa"]),
      Typo(text: "fidle leaf fig", suggested: ["fiddle-leaf fig"]),
      Typo(text: "snak plantt", suggested: ["snake plant"]),
      // Three species of one genus, each 1 edit away: none is likelier than the others.
      Typo(text: "fikus", suggested: ["Ficus benjamina", "Ficus elastica", "Ficus lyrata"]),
      Typo(text: "sansiveria", suggested: ["Sansevieria trifasciata", "Sansevieria zeylanica"]),
    ])
  func builtInTypos(_ typo: Typo) throws {
    let builtIn = try PlantCatalog.builtIn()
    #expect(builtIn.suggestions(for: typo.text) == typo.suggested)
  }
}
