-- Wind Shield (AS 242), upgrade: This creature gains elusive and "After Reap: A friendly
-- creature captures 1 æmber."
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ grant = "elusive", applies_to = host },
	},
	grants = {
		reap = function(ctx)
			local mine = ctx:objects({ zone = "battleline", controller = "you" })
			ctx:rule("allot_captures", mine, 1, "Which friendly creature captures 1 æmber?")
		end,
	},
}
