import SolspotKit

/// `solspot preview curve SPOT`: a spot's light hour by hour through a day.
enum PreviewCurveCommand: Command {
  static let spec = CommandSpec(
    path: ["preview", "curve"],
    abstract: "Show a spot's light hour by hour through a day (preview).",
    usage: ["preview curve <SPOT> [--json | --csv]"],
    options: [
      StoreArguments.option, OptionSpec(["--json"], help: "Print JSON."),
      OutputFormat.csvOption(
        row: "hour of the day, dark hours included", columns: PreviewCSV.curve.columns),
    ],
    positionals: [PositionalSpec(name: "SPOT", help: "The spot's name.", count: 1...1)],
    discussion: """
      The curve describes the day of the spot's latest reading, from its readings of that \
      season: daylight between readings follows the sun's elevation at the spot's latitude, \
      hours far from a reading get wider intervals, night is zero, and a lamp adds its \
      measured level while it is on. The output names the readings the curve rests on.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let format = try OutputFormat.from(arguments)
    let lighting = try PreviewCommand.lighting(named: arguments.positionals[0], arguments)
    let curve = try PreviewCommand.curve(lighting)
    if format == .csv {
      for line in PreviewCSV.curve(curve) { console.out(line) }
      return .success
    }
    console.out(
      format == .json
        ? try JSONLine.encode(PreviewJSON.Curve(spot: lighting.spot, curve))
        : PreviewText.curve(curve, spot: lighting.spot))
    return .success
  }
}
