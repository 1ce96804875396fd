-- Revered Monk (WoE 224): Revered Monk gets +2 armor for each of its Sanctum neighbors.
return {
	statics = {
		{
			stat = "armor",
			self_only = true,
			increase = function(ctx)
				local n = 0
				for _, neighbor in ipairs(ctx.this:neighbors()) do
					if ctx:rule("of_house", neighbor, "sanctum") then
						n += 2
					end
				end
				return n
			end,
		},
	},
}
