import SolspotKit

/// `solspot devices`: the built-in device profiles, or one of them in full.
enum DevicesCommand: Command {
  static let spec = CommandSpec(
    path: ["devices"],
    abstract: "List the built-in device profiles, or show one with its sources.",
    usage: ["devices [--json]", "devices <ID> [--json]"],
    options: [OptionSpec(["--json"], help: "Print JSON Lines: one profile object per line.")],
    positionals: [
      PositionalSpec(
        name: "ID", help: "A profile id or model identifier to show in full.", count: 0...1)
    ],
    discussion: """
      A profile says how to recognise a camera, its lens and exposure range, and how well its \
      light readings are calibrated. 'nominal' means not measured against a reference meter: \
      readings from it are rough, and the band is the reliable part.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let catalog = try DeviceProfileCatalog.builtIn()
    let json = arguments.has("--json")
    guard let name = arguments.positionals.first else {
      if json {
        for profile in catalog.profiles { console.out(try JSONLine.encode(profile)) }
      } else {
        console.out(DeviceText.table(catalog.profiles))
      }
      return .success
    }
    guard let profile = catalog.profile(named: name) else {
      throw DeviceArguments.unknownDevice(name, in: catalog)
    }
    console.out(json ? try JSONLine.encode(profile) : DeviceText.detail(profile))
    return .success
  }
}
