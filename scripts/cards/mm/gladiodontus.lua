-- Gladiodontus (MM 206): It enters play stunned (however it gets there). It only deals 5
-- damage when fighting (the stat fight_damage). Fight/Reap: If this is the first time it
-- was used this turn, ready and enrage it.
local function first_use_readies(ctx)
	local uses = 0
	for _, act in ipairs(ctx.controller:this_turn("used")) do
		if act.object ~= nil and act.object.id == ctx.this.id then
			uses += 1
		end
	end
	if uses == 1 then
		ctx:ready(ctx.this)
		ctx:rule("enrage", ctx.this)
	end
end

return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "enters play stunned",
			applies = function(_ctx, event)
				return event.to == "battleline" and event.from ~= "battleline"
			end,
			resolve = function(ctx)
				ctx:rule("stun", ctx.this)
			end,
		},
	},
	fight = first_use_readies,
	reap = first_use_readies,
}
