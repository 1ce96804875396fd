-- Phantom Drummernaut (GR R06): Play/After Fight: Return a creature from your discard pile
-- to your hand. Destroyed: If you are haunted, archive Phantom Drummernaut.
local function return_creature(ctx)
	local creatures = ctx:objects({ zone = "discard", controller = "you", type = "creature" })
	local pick = ctx:choose({ prompt = "Return which creature to your hand?", objects = creatures })[1]
	ctx:move(pick, "hand")
end

return {
	resolve = return_creature,
	fight = return_creature,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: archive Phantom Drummernaut if you are haunted",
			resolve = function(ctx)
				ctx:rule("archive_if_haunted", ctx.this)
			end,
		},
	},
}
