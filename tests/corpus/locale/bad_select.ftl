card-copper = { $count ->
    [one] Copper
    *[other] Coppers
}
log-x = { NUMBER($count, minimumFractionDigits: 99) } { -missing } { card-copper.text }
bad = { $a ->
  [x] y
}
cycle = { cycle }
