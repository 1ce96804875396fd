-- Centurion Stenopius (WC 199): It gets +3 power for each æmber on it. Play/Fight/Reap:
-- You may exalt it.
local function may_exalt(ctx)
	local pick = ctx:choose({ prompt = "Exalt Centurion Stenopius?", options = { "exalt", "no" } })[1]
	if pick == "exalt" then
		ctx:rule("exalt", ctx.this)
	end
end

return {
	statics = {
		{
			stat = "power",
			self_only = true,
			increase = function(ctx)
				return 3 * ctx.this:counter("amber")
			end,
		},
	},
	resolve = may_exalt,
	fight = may_exalt,
	reap = may_exalt,
}
