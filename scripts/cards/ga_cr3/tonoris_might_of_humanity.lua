-- Tonoris, Might of Humanity: Tonoris lineage. On Enter: Tonoris' next attack this turn
-- gets +3 power. Built as a lasting +3 power for the turn that holds while he has made no
-- attack since entering, and during the combat of the first one: the object remembers how
-- many attacks its player's champion had made this turn as it entered. Off its player's
-- turn it is off, and the end of that turn ends it.
local function attacks_this_turn(player)
	local n = 0
	for _, act in ipairs(player:this_turn("used")) do
		if act.what == "attack" and table.find(act.types or {}, "champion") then
			n += 1
		end
	end
	return n
end

return {
	conditions = {
		next_attack = function(ctx)
			local before = tonumber(ctx.this:remembered("attacks_before")[1] or "")
			if before == nil or ctx.this:zone() ~= "field" or not ctx.controller:is_turn_player() then
				return false
			end
			local now = attacks_this_turn(ctx.controller)
			if now == before then
				return true
			end
			local combat = ctx:combat()
			return now == before + 1
				and combat ~= nil
				and combat.attacker ~= nil
				and combat.attacker.id == ctx.this.id
		end,
	},
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: Tonoris' next attack this turn gets +3 power",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:remember(ctx.this, "attacks_before", tostring(attacks_this_turn(ctx.controller)))
				ctx:lasting({
					target = ctx.this,
					duration = "while",
					condition = "next_attack",
					effect = { stat = "power", increase = 3 },
				})
			end,
		},
	},
}
