-- Narp's Brew (WC 067), and Gron's, Shorty's and Alaka's Brews (WC 065, 068, 002), the same
-- text: Play: Give a creature (either side's) two +1 power counters.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local pick =
			ctx:choose({ prompt = "Give which creature two +1 power counters?", objects = creatures })[1]
		ctx:add_counter(pick, "power", 2)
	end,
}
