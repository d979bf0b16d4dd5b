// solspot-bench NAME [ARGS...]: the benchmarks behind docs/benchmarks.md. Run in release:
//
//   swift run -c release solspot-bench estimate
//
// Each benchmark prints its figures; none of them is part of `swift test`.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let benchmarks: [Benchmark] = [
  EstimateBenchmark.benchmark,
  PlantsBenchmark.benchmark,
  StartupBenchmark.benchmark,
  StoreBenchmark.benchmark,
  CoverageBenchmark.benchmark,
  RadiometryBenchmark.benchmark,
  SeasonTermBenchmark.benchmark,
  GateBenchmark.benchmark,
  CaptureFileBenchmark.benchmark,
  CaptureExamples.benchmark,
  MetadataBenchmark.benchmark,
  CurveBenchmark.benchmark,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let benchmark = benchmarks.first(where: { $0.name == name })
else {
  print("usage: solspot-bench NAME [ARGS...]\n\nbenchmarks:")
  for benchmark in benchmarks { print("  \(benchmark.name): \(benchmark.summary)") }
  exit(arguments.isEmpty ? 0 : 2)
}
do {
  try benchmark.run(Array(arguments.dropFirst()))
} catch {
  print("solspot-bench: \(error)")
  exit(1)
}
