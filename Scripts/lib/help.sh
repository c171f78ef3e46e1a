# The one --help of the bash scripts (Scripts/*, .ci/run). A script's help is its header: the
# comment lines after the shebang, up to the first line that is not a comment. Each script
# sources this file as its first command, before it runs or changes anything:
#
#   source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
#
# With -h or --help among the arguments it prints that header (without the leading `# `)
# and exits 0; otherwise it does nothing. help.py and help.mjs beside it do the same for the
# Python and node scripts, whose headers are `#` and `//` comment lines.
for help_argument in "$@"; do
  if [[ $help_argument == -h || $help_argument == --help ]]; then
    awk 'NR == 1 && /^#!/ { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "${BASH_SOURCE[1]}"
    exit 0
  fi
done
unset help_argument
