import Foundation
import PackagePlugin

/// Embeds the package's `Data/` and `Calibration/` JSON files into the target that uses it.
///
/// The files at the top of the package are the single source of truth: this plugin turns them
/// into one generated Swift file at build time, so a built `solspot` binary carries its bands,
/// plant catalog and device profiles wherever it is copied. The tool also checks the plant
/// catalog with the library's own rules (an invalid `Data/plants.json` fails the build) and
/// embeds it packed, for a fast load. SwiftPM reruns the command whenever one of the input
/// files changes.
@main
struct EmbedData: BuildToolPlugin {
  /// The package folders whose JSON files are embedded, in this order.
  static let folders = ["Data", "Calibration"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    var inputs: [URL] = []
    for folder in Self.folders {
      let directory = root.appending(path: folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      for name in names.sorted() where name.hasSuffix(".json") {
        inputs.append(directory.appending(path: name))
      }
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
    let arguments = [root.path, output.path] + inputs.map(\.path)
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) data files into \(target.name)",
        executable: try context.tool(named: "solspot-embed").url,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }
}
