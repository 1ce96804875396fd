-- Harland Mindlock (CotA 143), creature: Play: Take control of an enemy flank creature
-- until Harland Mindlock leaves play. The creature joins your battleline on a flank;
-- when Harland leaves play while it stays, it goes back to its owner's battleline (on a
-- flank the active player chooses).
return {
	resolve = function(ctx)
		local flank = {}
		for _, enemy in
			ipairs(ctx:objects({ zone = "battleline", controller = "opponent", type = "creature" }))
		do
			if #enemy:neighbors() < 2 then
				table.insert(flank, enemy)
			end
		end
		local picked =
			ctx:choose({ prompt = "Take control of which enemy flank creature?", objects = flank })[1]
		ctx:take_control(picked, ctx.controller, "until_leaves_play")
	end,
	triggers = {
		{
			on = "leaves_play",
			own = true,
			label = "Harland Mindlock left play: the creature it took goes back to its owner",
			applies = function(_ctx, event)
				return #event.released > 0
			end,
			resolve = function(ctx, event)
				for _, creature in ipairs(event.released) do
					ctx:take_control(creature, creature:owner())
				end
			end,
		},
	},
}
