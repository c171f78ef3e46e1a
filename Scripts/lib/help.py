# The one --help of the Python scripts in Scripts/, the convention of help.sh: a script's help
# is its header, the `#` comment lines after the shebang up to the first line that is not a
# comment. A script calls this before it runs or changes anything:
#
#   sys.dont_write_bytecode = True  # no __pycache__ beside this file
#   sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
#   from help import exit_if_help_requested
#   exit_if_help_requested(__file__)
#
# With -h or --help among the arguments it prints that header (without the leading `# `)
# and exits 0; otherwise it returns.
import sys


def header(path):
    """The comment lines after the shebang of the file at `path`, their `# ` stripped."""
    lines = []
    with open(path, encoding="utf-8") as source:
        for number, line in enumerate(source):
            if number == 0 and line.startswith("#!"):
                continue
            if not line.startswith("#"):
                break
            text = line.rstrip("\n")[1:]
            lines.append(text[1:] if text.startswith(" ") else text)
    return "\n".join(lines)


def exit_if_help_requested(path, argv=None):
    """Prints the header of the script at `path` and exits 0 if -h or --help is an argument."""
    arguments = sys.argv[1:] if argv is None else argv
    if "-h" in arguments or "--help" in arguments:
        print(header(path))
        sys.exit(0)
