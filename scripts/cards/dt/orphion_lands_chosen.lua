-- Orphion, Land's Chosen (DT 072): While the tide is low, it gets +3 armor and gains
-- "Reap: Capture 2 æmber." The granted Reap: is its reap ability read while the tide is low.
local function low(ctx)
	return ctx:rule("tide") == "low"
end

return {
	statics = {
		{ stat = "armor", increase = 3, self_only = true, condition = low },
	},
	reap = function(ctx)
		if low(ctx) then
			ctx:capture(ctx.this, 2)
		end
	end,
}
