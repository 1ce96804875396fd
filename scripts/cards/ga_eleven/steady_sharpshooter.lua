-- Steady Sharpshooter: On Attack: put an aim counter on it. Then you may remove all aim
-- counters from it; for each one removed, it gains ranged 2 for this attack (the keyword
-- and 2 more of the `ranged` stat the rules add while it is distant, for the combat).
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: an aim counter, then you may spend them all for ranged 2 each",
			resolve = function(ctx)
				local this = ctx.this
				ctx:add_counter(this, "aim", 1)
				local aim = this:counter("aim")
				if aim == 0 then
					return
				end
				local pick = ctx:choose({
					prompt = string.format(
						"remove %d aim counter(s) for ranged %d this attack?",
						aim,
						2 * aim
					),
					options = { "remove", "keep" },
					min = 1,
					max = 1,
				})[1]
				if pick == "remove" and ctx:add_counter(this, "aim", -aim) then
					ctx:lasting({ target = this, duration = "combat", effect = { grant = "ranged" } })
					ctx:lasting({
						target = this,
						duration = "combat",
						effect = { stat = "ranged", increase = 2 * aim },
					})
				end
			end,
		},
	},
}
