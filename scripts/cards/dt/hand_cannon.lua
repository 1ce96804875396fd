-- Hand Cannon (DT 216), upgrade: This creature gains skirmish and, "Fight: Move 1 æmber
-- from the creature this creature fights to your pool." A Fight: ability runs only if the
-- creature survived; the creature it fought may be gone (its æmber with it).
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ grant = "skirmish", applies_to = host },
	},
	grants = {
		fight = function(ctx, attacked)
			if attacked ~= nil and attacked:is_valid() and attacked:counter("amber") > 0 then
				ctx:add_counter(attacked, "amber", -1)
				ctx:gain(ctx.controller, "amber", 1)
			end
		end,
	},
}
