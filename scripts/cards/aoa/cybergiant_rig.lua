-- Cybergiant Rig (AoA 037), upgrade: This creature gains, "At the end of your turn, this
-- creature loses a +1 power counter." Play: Fully heal this creature and give it a +1
-- power counter for each damage healed.
return {
	resolve = function(ctx)
		local creature = ctx.this:attached_to()
		if creature == nil then
			return
		end
		local healed = creature:damage()
		if healed > 0 then
			ctx:heal(creature, healed)
			ctx:add_counter(creature, "power", healed)
		end
	end,
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: this creature loses a +1 power counter (Cybergiant Rig)",
			applies = function(ctx, event)
				local creature = ctx.this:attached_to()
				return creature ~= nil
					and event.player == creature:controller()
					and creature:counter("power") > 0
			end,
			resolve = function(ctx)
				local creature = ctx.this:attached_to()
				if creature ~= nil and creature:counter("power") > 0 then
					ctx:add_counter(creature, "power", -1)
				end
			end,
		},
	},
}
