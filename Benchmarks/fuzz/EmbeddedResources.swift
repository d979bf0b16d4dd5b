// An empty stand-in for the file the EmbedData plugin generates into SolspotKit at build time
// (Plugins/EmbedData, Sources/solspot-embed), so that Benchmarks/fuzz-metadata.sh can compile the
// library's sources with swiftc alone. The metadata reader uses no built-in data.

/// The data files built into SolspotKit: none in the fuzz build.
enum EmbeddedResources {
  /// Every embedded file, sorted by path.
  static let files: [(path: String, text: String)] = []

  /// The packed form of the files the library reads packed: none in the fuzz build.
  static let packed: [(path: String, text: String)] = []
}
