import SolspotKit

/// `solspot calibrate`: the group of calibration commands.
enum CalibrateCommand: Command {
  static let spec = CommandSpec(
    path: ["calibrate"],
    abstract: "Calibrate a device against a reference lux meter, and check its intervals.",
    usage: ["calibrate <SUBCOMMAND> ..."],
    positionals: [
      PositionalSpec(name: "SUBCOMMAND", help: "fit, check, add or pairs.", count: 0...1)
    ],
    discussion: """
      Lay the phone and a lux meter side by side, flat, at spots from dim to bright, and \
      write down the camera's settings and the meter's lux for each (docs/calibration-format.md). \
      'add' saves one pair at a time in the store; 'fit' turns pairs (a file, or the saved \
      ones) into a measured profile; 'check' tells whether a profile's intervals hold on pairs \
      it was not fitted to.

      A flat camera meters the luminance in its view, not the light on the spot, and how the \
      two differ depends on the spot. Choose pairs that show it: spots open to the sky (a \
      sill, under a skylight) and spots deep in a room, a window in view and beside it, under \
      overcast and with sun in the room, and lamps at night. Pairs that all come from one \
      kind of spot fit a constant for that kind only, and the intervals then hide the \
      difference; pairs that scatter widely say the spot matters, and every later reading's \
      interval rests on that scatter. A calibration holds for the home, and the skies, its \
      pairs came from. Never pair a spot with the sun on it: a flat camera does not see that \
      beam.
      """
  )

  static var subcommands: [any Command.Type] {
    [
      CalibrateFitCommand.self, CalibrateCheckCommand.self, CalibrateAddCommand.self,
      CalibratePairsCommand.self,
    ]
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let names = subcommands.compactMap { $0.spec.path.last }
    // Alone, like 'solspot' and 'solspot spot': the help, which lists the subcommands.
    guard let word = arguments.positionals.first else {
      console.write(HelpText.render(spec, subcommands: subcommands.map { $0.spec }))
      return .success
    }
    throw UsageError.unknownCommand(
      "calibrate \(word)",
      suggestions: Suggestions.closest(to: word, among: names, limit: 2).map { "calibrate \($0)" })
  }
}
