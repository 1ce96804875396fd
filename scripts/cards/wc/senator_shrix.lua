-- Senator Shrix (WC 193): You may spend æmber on Senator Shrix as if it were in your pool
-- (your pool first, KF-FORGE-SOURCE-2). Play/Reap: You may exalt Senator Shrix.
local function may_exalt(ctx)
	local pick = ctx:choose({ prompt = "Exalt Senator Shrix?", options = { "exalt", "no" } })[1]
	if pick == "exalt" and ctx.this:is_valid() then
		ctx:rule("exalt", ctx.this)
	end
end

return {
	statics = {
		{
			spend_from = "self",
			cost = "key",
			applies_to = function(ctx, player)
				return player == ctx.controller
			end,
		},
	},
	resolve = may_exalt,
	reap = may_exalt,
}
