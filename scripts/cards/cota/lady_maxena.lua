-- Lady Maxena (CotA 251): Play: Stun a creature. Action: Return Lady Maxena to its owner's
-- hand.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		ctx:rule("stun", ctx:choose({ prompt = "Stun which creature?", objects = creatures })[1])
	end,
	action = function(ctx)
		ctx:move(ctx.this, "hand")
	end,
}
