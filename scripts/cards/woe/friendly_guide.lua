-- Friendly Guide (WoE 329): Elusive. After you use one of its neighbors, you may use
-- Friendly Guide (whatever the active house).
return {
	triggers = {
		{
			on = "used",
			label = "a neighbor was used: you may use Friendly Guide",
			applies = function(ctx, event)
				local n = event.neighbors or {}
				local beside = false
				for _, o in ipairs(n) do
					if o == ctx.this then
						beside = true
					end
				end
				return beside and event.player == ctx.controller and event.object ~= ctx.this
			end,
			resolve = function(ctx)
				if #ctx:uses(ctx.this) == 0 then
					return
				end
				local picked = ctx:choose({ prompt = "Use Friendly Guide?", options = { "yes", "no" } })[1]
				if picked == "yes" then
					ctx:rule("use_it", ctx.this)
				end
			end,
		},
	},
}
