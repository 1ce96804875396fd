-- Deusillus (MM 244), the bottom half of a gigantic creature (the rules script joins the top
-- half): Play: Capture all of your opponent's æmber. Deal 5 damage to an enemy creature.
-- Fight/Reap: Move 1 æmber from Deusillus to the common supply. Deal 2 damage to each
-- enemy creature.
local function fight_or_reap(ctx)
	if ctx.this:counter("amber") > 0 then
		ctx:add_counter(ctx.this, "amber", -1)
	end
	for _, enemy in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
		ctx:deal_damage(enemy, 2)
	end
end

return {
	resolve = function(ctx)
		ctx:capture(ctx.this, ctx.opponent:counter("amber"))
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick = ctx:choose({ prompt = "Deal 5 damage to which enemy creature?", objects = enemies })[1]
		if pick ~= nil then
			ctx:deal_damage(pick, 5)
		end
	end,
	fight = fight_or_reap,
	reap = fight_or_reap,
}
