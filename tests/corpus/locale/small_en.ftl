# Variables: $player
log-plays = { $player } plays { $card }.
card-copper = Copper
    .text = +$1
cmd-yes = y, yes
cmd-save = save
