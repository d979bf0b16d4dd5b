import SolspotKit

/// `solspot preview dli SPOT [--source S]`: a spot's daily light integral, and what it means
/// for the plants named for it.
enum PreviewDLICommand: Command {
  static let spec = CommandSpec(
    path: ["preview", "dli"],
    abstract: "Show a spot's daily light integral in mol/m²/day (preview).",
    usage: ["preview dli <SPOT> [--source <S>] [--plant <PLANT>]... [--json]"],
    options: [
      OptionSpec(
        ["--source"], value: "S",
        help: "The source of the light that is not daylight: daylight, fluorescent-cool, "
          + "led-warm, led-cool or unknown. With a lamp schedule, the lamp's (the daylight "
          + "stays daylight); without one, the light the readings measured (default: "
          + "daylight, and the lamp's own source)."),
      OptionSpec(
        ["--plant"], value: "PLANT",
        help: "Judge this plant's DLI need (repeatable; default: the spot's plants).",
        repeatable: true),
      StoreArguments.option, OptionSpec(["--json"], help: "Print JSON."),
    ],
    positionals: [PositionalSpec(name: "SPOT", help: "The spot's name.", count: 1...1)],
    discussion: """
      The DLI sums the day curve's hours converted from lux to photons. Lux weighs light by \
      human vision, so the conversion assumes a spectrum: its factor is an interval for each \
      source (roughly right for daylight, wider for lamps, widest for unknown), and the \
      DLI's interval holds both the curve's and the factor's.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let source = try arguments.value(
      "--source", expected: "expected daylight, fluorescent-cool, led-warm, led-cool or unknown",
      LightSource.init(rawValue:))
    let lighting = try PreviewCommand.lighting(named: arguments.positionals[0], arguments)
    let curve = try PreviewCommand.curve(lighting)
    let gate = PreviewCommand.gate
    let dli = try PreviewCommand.open(gate.dailyLightIntegral(curve: curve, source: source))
    let needs = try PlantDLICatalog.builtIn()
    let named = arguments.strings("--plant")
    let plantIDs =
      named.isEmpty
      ? lighting.plantIDs
      : try named.map {
        try PlantArguments.plant(named: $0, in: try PlantCatalog.builtIn()).id
      }
    let verdicts = try plantIDs.map { id in
      (
        id,
        try needs.need(forPlantID: id).map {
          try PreviewCommand.open(gate.dliVerdict(dli, need: $0))
        }
      )
    }
    console.out(
      arguments.has("--json")
        ? try JSONLine.encode(
          PreviewJSON.DLI(spot: lighting.spot, dli, curve: curve, verdicts: verdicts, needs: needs))
        : PreviewText.dli(dli, curve: curve, spot: lighting.spot, verdicts: verdicts, needs: needs))
    return .success
  }
}
