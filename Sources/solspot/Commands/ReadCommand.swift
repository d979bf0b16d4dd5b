import SolspotKit

/// `solspot read`: replays a recorded capture through the gates and prints the committed
/// reading, or why none was committed.
enum ReadCommand: Command {
  static let spec = CommandSpec(
    path: ["read"],
    abstract: "Replay a recorded capture through the flatness, settling and saturation gates.",
    usage: [
      "read <CAPTURE> [--device <ID> | --profile <FILE>] [--confidence <P>] [--json [--explain]]",
      "read <CAPTURE> ... [--trace]",
    ],
    options: [
      OptionSpec(
        ["--device"], value: "ID",
        help: "Device profile id (see 'solspot devices'); overrides the capture's header, "
          + "with a note when they differ. Default: the header's device, else "
          + "$SOLSPOT_DEVICE, else generic."),
      DeviceArguments.profileOption,
      ConfidenceArguments.option,
      OptionSpec(["--json"], help: "Print JSON instead of text."),
      ExplainArguments.option(
        adding: "the words (each state's sentence, the value, the band and each note) and the "
          + "error model"),
      OptionSpec(
        ["--trace"],
        help: "Print each change of state with its time and sentence, as it happens."),
    ],
    positionals: [
      PositionalSpec(
        name: "CAPTURE", help: "A capture file, JSON Lines or CSV; '-' reads standard input.",
        count: 1...1)
    ],
    discussion: """
      A capture is the stream of camera settings and gravity an app records while the phone \
      lies at a spot (docs/capture-format.md). A reading is committed only while the phone is \
      flat, screen up, and still, and auto-exposure has settled for a second; it is the median \
      scene EV of that second. A clipped frame or the bright end of the camera's range gives \
      only a lower bound ("at least X lux"), the dark end an upper bound.

      A reading stands until the phone is picked up. If the light changes, auto-exposure \
      starts adjusting, or clipping starts or clears while the phone still lies there, the \
      reading is superseded: it is printed with the time and the change, and, unless a new \
      reading is committed, it is not the spot's light.

      Exit status: 0 when a reading was committed and still stood at the end; 1 when none \
      was (the last state says why), when it was superseded, or when the file has a bad line \
      or names an unknown device; 2 for a usage error.

      Examples:
        solspot read docs/examples/clean-flat.jsonl
        solspot read capture.csv --device iphone-15-front --trace
        cat capture.jsonl | solspot read - --json
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let confidence = try ConfidenceArguments.confidence(from: arguments)
    let json = arguments.has("--json")
    let explain = try ExplainArguments.explain(from: arguments)
    let trace = arguments.has("--trace")
    // Each state change is written as it happens, so a live stream (`app | solspot read -
    // --trace`) shows it at once and a SIGTERM loses none: a trace is a few lines per state,
    // whatever the file's size, so a write per line costs nothing.
    if trace { console.isLineBuffered = true }
    let replay = CaptureReplay(
      path: arguments.positionals[0], device: arguments.string("--device"),
      profile: try DeviceArguments.profileFile(from: arguments),
      remembered: MeasureSource.namesDevice(arguments)
        ? nil : try DeviceArguments.environmentDevice(),
      confidence: confidence)
    let outcome = try replay.run { state, time in
      guard trace else { return }
      console.out(
        json
          ? try JSONLine.encode(ReadJSON.StateJSON(state, at: time, explain: explain))
          : ReadText.trace(state, at: time))
    }
    if json {
      console.out(try JSONLine.encode(ReadJSON(outcome, explain: explain)))
    } else {
      if trace { console.out("") }
      console.out(ReadText.render(outcome))
    }
    return outcome.isStanding ? .success : .failure
  }
}
