// The start-up floor of a Swift command-line tool: a minimal executable, built in release,
// that prints one line. A one-spec reduxgen run is compared with it.
print("hello")
