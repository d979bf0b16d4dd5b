import SolspotKit

/// How fast the plant catalog loads (as a user's file: decoded and checked; built in: read from
/// the packed form the build checked) and how fast plants are matched and searched.
enum PlantsBenchmark {
  static let benchmark = Benchmark(
    name: "plants",
    summary: "plant catalog loads, matches of every plant and name searches per second",
    run: run)

  static func run(_ arguments: [String]) throws {
    let count = arguments.first.flatMap { Int($0) } ?? 200
    guard let text = BuiltInData.contents(of: "Data/plants.json") else {
      print("plants: Data/plants.json is not built in")
      return
    }
    let bands = try BandTable.builtIn()
    var plants = 0
    let (_, loadSeconds) = try Stopwatch.time {
      for _ in 0..<count {
        plants += try PlantCatalog.decode(text, file: "plants.json", bands: bands).plants.count
      }
    }
    print(
      "load: \(count) decodes and validations of \(text.utf8.count) bytes in \(loadSeconds) s "
        + "= \(NumberText.significant(loadSeconds / Double(count) * 1000, 3)) ms each")
    guard let packed = BuiltInData.packed("Data/plants.json") else {
      print("plants: Data/plants.json is not built in packed")
      return
    }
    let loads = count * 10
    let (_, packedSeconds) = try Stopwatch.time {
      for _ in 0..<loads {
        let file = try CatalogFile(packed: packed, file: "plants.json")
        plants += PlantCatalog(checked: file).plants.count
      }
    }
    print(
      "load built in (packed, checked at build time; what PlantCatalog.builtIn() does): "
        + "\(loads) loads of \(packed.utf8.count) bytes in \(packedSeconds) s = "
        + "\(NumberText.significant(packedSeconds / Double(loads) * 1000, 3)) ms each")
    let (_, indexSeconds) = try Stopwatch.time {
      for _ in 0..<loads {
        let catalog = PlantCatalog(checked: try CatalogFile(packed: packed, file: "plants.json"))
        plants += catalog.plant(named: "snake plant") == nil ? 0 : 1
      }
    }
    print(
      "load built in and find one plant by name (folds every name once): \(loads) in "
        + "\(indexSeconds) s = "
        + "\(NumberText.significant(indexSeconds / Double(loads) * 1000, 3)) ms each")
    let catalog = try PlantCatalog.builtIn()
    let matcher = PlantMatcher(bands: bands)
    let estimator = try LuxEstimator(profile: try DeviceProfileCatalog.builtIn().generic)
    let settings = try Exposure(fNumber: 2, exposureTime: 0.01, iso: 100)
    let spots = (0..<100).map { index in
      SpotLight.estimate(
        estimator.estimate(sceneEV: 5 + Double(index) / 10, settings: settings))
    }
    var matched = 0
    let (_, matchSeconds) = Stopwatch.time {
      for index in 0..<(count * 10) {
        matched += matcher.matches(catalog.plants, spot: spots[index % spots.count]).count
      }
    }
    print(
      "match: \(count * 10) rankings of \(catalog.plants.count) plants in \(matchSeconds) s "
        + "= \(Int(Double(matched) / matchSeconds)) plant matches per second")
    let names = catalog.plants.flatMap(\.names)
    var found = 0
    let (_, searchSeconds) = Stopwatch.time {
      for name in names { found += catalog.search(name).count }
    }
    print(
      "search: \(names.count) searches in \(searchSeconds) s "
        + "= \(Int(Double(names.count) / searchSeconds)) per second")
    print("checksum \(plants + matched + found)")
  }
}
