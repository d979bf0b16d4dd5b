import Testing

@testable import SolspotKit

@Suite("Plant names and search")
struct PlantSearchTests {
  let catalog: PlantCatalog

  init() throws { catalog = try PlantCatalog.builtIn() }

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
    Query(query: "snake", id: "dracaena-trifasciata", matched: "snake plant"),
    Query(query: "SNAKE PL", id: "dracaena-trifasciata", matched: "snake plant"),
    Query(query: "snakeplant", id: "dracaena-trifasciata", matched: "snake plant"),
    Query(query: "tongue law", id: "dracaena-trifasciata", matched: "mother-in-law's tongue"),
    Query(query: "money tree", id: "pachira-aquatica", matched: "money tree"),
    Query(query: "air plant", id: "tillandsia", matched: "air plant"),
    Query(query: "pothos", id: "epipremnum-aureum", matched: "pothos"),
    Query(query: "kentia", id: "howea-forsteriana", matched: "Kentia forsteriana"),
    Query(query: "christmas cactus", id: "schlumbergera-x-buckleyi", matched: "Christmas cactus"),
  ]

  @Test("search finds common, botanical and synonym names", arguments: queries)
  func search(_ row: Query) throws {
    let results = catalog.search(row.query)
    let first = try #require(results.first)
    #expect(first.plant.id == row.id)
    #expect(first.matchedName == row.matched)
  }

  @Test("a genus name finds its species, by botanical name; misleading names are gone")
  func genus() {
    let calathea = catalog.search("calathea")
    #expect(calathea.count == 9)
    #expect(calathea.allSatisfy { $0.plant.botanicalName.hasPrefix("Goeppertia") })
    #expect(calathea.map(\.plant.botanicalName) == calathea.map(\.plant.botanicalName).sorted())
    #expect(catalog.plant(named: "calathea") == nil)
    #expect(catalog.plant(named: "money tree")?.id == "pachira-aquatica")
    #expect(catalog.plant(named: "air plant")?.id == "tillandsia")
    #expect(!catalog.search("money tree").contains { $0.plant.id == "crassula-ovata" })
    // Only the word typed last may be the start of a word: "air" is not "airplane".
    #expect(!catalog.search("air plant").contains { $0.plant.id == "chlorophytum-comosum" })
    #expect(catalog.search("airplane plant").first?.plant.id == "chlorophytum-comosum")
    #expect(catalog.search("spider pl").first?.plant.id == "chlorophytum-comosum")
    #expect(catalog.search("").isEmpty)
    #expect(catalog.search("—").isEmpty)
    #expect(catalog.search("zzzq").isEmpty)
  }

  @Test("a genus is the first word of a botanical name or synonym; one word only")
  func genusMembers() {
    let calathea = catalog.plants(inGenus: "Calathea")
    #expect(calathea.map(\.id) == catalog.search("calathea").map(\.plant.id))
    #expect(
      calathea.allSatisfy { plant in
        ([plant.botanicalName] + plant.synonyms).contains { $0.hasPrefix("Calathea ") }
      })
    let ficus = catalog.plants(inGenus: "ficus")
    #expect(ficus.count >= 5)
    #expect(ficus.allSatisfy { $0.botanicalName.hasPrefix("Ficus ") })
    #expect(ficus.map(\.botanicalName) == ficus.map(\.botanicalName).sorted())
    #expect(catalog.plants(inGenus: "snake plant").isEmpty)
    #expect(catalog.plants(inGenus: "snake").isEmpty)
    #expect(catalog.plants(inGenus: "").isEmpty)
  }

  @Test("an unknown name suggests close ones, each plant once")
  func suggestions() {
    #expect(catalog.suggestions(for: "snak plant").first == "snake plant")
    #expect(catalog.suggestions(for: "qqqqqqqqqq").isEmpty)
    let many = catalog.suggestions(for: "ficus", limit: 3)
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
      // "pothos" alone and in "satin pothos" are equally near: both offered, at most three.
      Typo(text: "pothso", suggested: ["pothos", "satin pothos", "mother fern"]),
      Typo(text: "fidle leaf fig", suggested: ["fiddle-leaf fig"]),
      Typo(text: "snak plantt", suggested: ["snake plant"]),
    ])
  func builtInTypos(_ typo: Typo) throws {
    let builtIn = try PlantCatalog.builtIn()
    #expect(builtIn.suggestions(for: typo.text) == typo.suggested)
  }
}
