import SolspotKit

/// What each built-in data file costs the first time a process asks for it: the start-up cost
/// a command pays (each is kept once loaded). Run it as a fresh process; the first file to go
/// through Foundation's JSON decoder also pays for the decoder's own first use.
enum StartupBenchmark {
  static let benchmark = Benchmark(
    name: "startup",
    summary: "first-call load time of each built-in data file, in a fresh process",
    run: run)

  static func run(_ arguments: [String]) throws {
    let loads: [(String, () throws -> Int)] = [
      ("PlantCatalog.builtIn() (packed)", { try PlantCatalog.builtIn().plants.count }),
      ("BandTable.builtIn() (JSON)", { try BandTable.builtIn().bands.count }),
      ("ErrorModel.builtIn() (JSON)", { try ErrorModel.builtIn().templates.count }),
      ("PlantDLICatalog.builtIn() (JSON)", { try PlantDLICatalog.builtIn().needs.count }),
      (
        "DeviceProfileCatalog.builtIn() (JSON, every profile)",
        { try DeviceProfileCatalog.builtIn().profiles.count }
      ),
    ]
    var total = 0
    for (name, load) in loads {
      let (count, seconds) = try Stopwatch.time(load)
      total += count
      print("startup: \(name): \(NumberText.significant(seconds * 1000, 3)) ms")
    }
    print("checksum \(total)")
  }
}
